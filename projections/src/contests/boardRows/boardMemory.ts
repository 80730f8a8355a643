/** A contest submission as the board folds it (a `contest_board_submissions` row). */
export type BoardRowInput = {
  submit_id: number;
  uid: string;
  username: string;
  pid: number;
  submit_time: Date;
  status: number;
  score: number | null;
  time: number | null;
  judged_at: Date | null;
};

type Verdict = Pick<BoardRowInput, 'status' | 'score' | 'time' | 'judged_at'>;

/**
 * At most this many submissions are remembered (about 250 bytes each: some 60 MB). The 10,000-team
 * contest's 200,000 fit; a bigger catch-up reads the contestants it cannot remember back, as before.
 */
export const MAX_REMEMBERED_SUBMISSIONS = 250_000;

/**
 * Contestants' submissions kept across the batches of a catch-up, so that a batch refolds a contestant's
 * row without reading back every submission of theirs earlier batches wrote (a rebuild of the
 * 10,000-team contest read 2 million rows back for 200,000 submissions). A contestant is remembered
 * only with all of their submissions (as read from the table, then every change the projection makes);
 * anyone else is read from the table. Valid only while every batch that changed it committed: the
 * runner hands it to the next batch only then (`Projection.beginBatch`).
 */
export class BoardMemory {
  private readonly rows = new Map<string, BoardRowInput[]>();
  private readonly submissions = new Map<number, BoardRowInput>();

  constructor(private readonly limit = MAX_REMEMBERED_SUBMISSIONS) {}

  /** All of a contestant's submissions, or undefined if they are not remembered. */
  submissionsOf(cid: number, uid: string): readonly BoardRowInput[] | undefined {
    return this.rows.get(key(cid, uid));
  }

  /** Remembers a contestant with all of their submissions (as just read), if there is room. */
  remember(cid: number, uid: string, submissions: readonly BoardRowInput[]): void {
    if (this.submissions.size + submissions.length > this.limit) return;
    this.forgetRow(key(cid, uid));
    this.rows.set(key(cid, uid), [...submissions]);
    for (const s of submissions) this.submissions.set(s.submit_id, s);
  }

  /** A new submission: added to its contestant's list if they are remembered (and room is left). */
  created(cid: number, submission: BoardRowInput): void {
    const list = this.rows.get(key(cid, submission.uid));
    // Its row is written with do-nothing on conflict: a submission already there stays as it was.
    if (!list || this.submissions.has(submission.submit_id)) return;
    if (this.submissions.size >= this.limit) {
      this.forgetRow(key(cid, submission.uid));
      return;
    }
    list.push(submission);
    this.submissions.set(submission.submit_id, submission);
  }

  /** A verdict written to a submission's row: the same change to the remembered one. */
  judged(submitId: number, verdict: Partial<Verdict>): void {
    const remembered = this.submissions.get(submitId);
    if (!remembered) return;
    // As the update's set: an absent value keeps what was there.
    if (verdict.status !== undefined) remembered.status = verdict.status;
    if (verdict.score !== undefined) remembered.score = verdict.score;
    if (verdict.time !== undefined) remembered.time = verdict.time;
    if (verdict.judged_at !== undefined) remembered.judged_at = verdict.judged_at;
  }

  /** A contest's board was deleted (or anything else changed submissions wholesale): start over. */
  forget(): void {
    this.rows.clear();
    this.submissions.clear();
  }

  get size(): number {
    return this.submissions.size;
  }

  private forgetRow(rowKey: string): void {
    for (const s of this.rows.get(rowKey) ?? []) this.submissions.delete(s.submit_id);
    this.rows.delete(rowKey);
  }
}

const key = (cid: number, uid: string) => `${cid}:${uid}`;
