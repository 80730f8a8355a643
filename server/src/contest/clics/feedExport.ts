import type { ContestFields, ProductEvent, RecordedEvent } from '@oj/events';
import { boardRulesOf, foldAcmRows, rankAcm } from '@oj/projections';
import { formatRelTime, formatTime } from './clicsTime';
import { clicsIdOf, type FeedLine, isClicsId, languageIdOf, type ProblemFacts } from './feedTypes';
import { exportedJudgementTypes, judgementTypeOf } from './judgementTypes';

type Event = RecordedEvent<ProductEvent>;
type Data<T extends Event['type']> = Extract<ProductEvent, { type: T }>['data'];

export interface FeedInput {
  cid: number;
  /** The contest's stream and its submissions' streams, in global position order. */
  events: readonly Event[];
  /** Read when a problem line is written: a live feed keeps it up to date. */
  problems: ReadonlyMap<number, ProblemFacts>;
  /** Time decides which of started/frozen/ended the state has reached and whether the feed is over. */
  now: number;
}

interface Judgement {
  id: string;
  start: number;
  runs: number;
}
interface Submission {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  at: number;
  judgements: number;
  open: Judgement | null;
  last: (Judgement & { data: Record<string, unknown> }) | null;
  status: number | null;
}
interface ContestState {
  started: string | null;
  frozen: string | null;
  ended: string | null;
  thawed: string | null;
  finalized: string | null;
  end_of_updates: string | null;
}

/**
 * The contest's event feed as a pure fold of our events: the same events always give the same lines
 * and tokens (`<position>-<index>`), so `since_token` resumes exactly. State changes that only time
 * causes (started, frozen, ended, thawed) are placed before the first event at or after their time;
 * `finalized`, the awards and `end_of_updates` come last, once the contest has ended, its board is
 * unsealed and no verdict is pending.
 *
 * @example
 * contestFeed({ cid: 7, events, problems, now: Date.now() }).at(-1)?.data // { ..., end_of_updates: '...' }
 */
export function contestFeed(input: FeedInput): FeedLine[] {
  const feed = new FeedBuilder(input.cid, input.problems);
  for (const event of input.events) feed.apply(event);
  return [...feed.takeLines(), ...feed.tail(input.now)];
}

/**
 * The fold behind `contestFeed`, kept alive by a streaming feed: `apply` each new event of the contest
 * (its stream and its submissions' streams, in position order), `takeLines` what they added, and `tail`
 * for the lines only time adds (state up to now, awards and end_of_updates), which change nothing, so
 * the builder stays the fold of its events alone, exactly as a refold would be.
 *
 * @example
 * const feed = new FeedBuilder(7, problems);
 * for (const event of events) feed.apply(event);
 * const lines = [...feed.takeLines(), ...feed.tail(Date.now())];
 */
export class FeedBuilder {
  private lines: FeedLine[] = [];
  private fields: ContestFields | null = null;
  private deleted = false;
  private readonly contestProblems = new Map<number, Data<'ContestProblemAdded'> & { ordinal: number }>();
  private readonly teams = new Map<string, string>();
  private readonly languages = new Set<string>();
  private readonly submissions = new Map<number, Submission>();
  private readonly state: ContestState = {
    started: null,
    frozen: null,
    ended: null,
    thawed: null,
    finalized: null,
    end_of_updates: null,
  };
  private position = 0;
  private index = 0;
  private clock = 0;
  private lastStateJson = '';

  constructor(
    private readonly cid: number,
    private readonly problems: ReadonlyMap<number, ProblemFacts>,
  ) {}

  /** The lines the events applied since the last call added. */
  takeLines(): FeedLine[] {
    const taken = this.lines;
    this.lines = [];
    return taken;
  }

  /**
   * The lines the time `now` adds after the events so far (time-driven state, and once the contest is
   * over, awards, finalized and end_of_updates), with the tokens they would have in the feed; the
   * builder is left as it was. Its last line sets end_of_updates once the feed is over.
   */
  tail(now: number): FeedLine[] {
    const events = this.takeLines();
    const saved = { index: this.index, state: { ...this.state }, lastStateJson: this.lastStateJson };
    this.finish(now);
    const tail = this.takeLines();
    this.lines = events;
    this.index = saved.index;
    Object.assign(this.state, saved.state);
    this.lastStateJson = saved.lastStateJson;
    return tail;
  }

  apply(event: Event): void {
    this.position = event.position;
    this.index = 0;
    this.clock = Date.parse(event.metadata.at);
    if (this.deleted) return;
    if (this.fields) this.flushState(this.clock);
    if (event.streamId.startsWith('submission-')) this.applySubmission(event);
    else this.applyContest(event);
  }

  /** The tail: time-driven state up to now, then, when the contest is over, awards and the last state. */
  private finish(now: number): void {
    if (!this.fields || this.deleted) return;
    this.flushState(now);
    const s = this.state;
    const pending = [...this.submissions.values()].some((sub) => sub.open !== null || sub.status === null);
    if (!s.ended || (s.frozen && !s.thawed) || pending) return;
    const at = formatTime(Math.max(Date.parse(s.ended), Date.parse(s.thawed ?? s.ended), this.clock));
    this.awards();
    s.finalized = at;
    s.end_of_updates = at;
    this.emitState();
  }

  private push(type: string, id: string | null, data: unknown): void {
    this.lines.push({ type, id, data, token: `${this.position}-${this.index++}` });
  }

  private get start(): number {
    return Date.parse(this.fields?.startTime ?? '');
  }

  private relTime(at: number): string {
    return formatRelTime(at - this.start);
  }

  private applyContest(event: Event): void {
    switch (event.type) {
      case 'ContestCreated':
        this.fields = event.data.fields;
        this.pushContest();
        for (const type of exportedJudgementTypes(this.fields.compileErrorPenalty))
          this.push('judgement-types', type.id, type);
        this.flushState(this.clock);
        return;
      case 'ContestUpdated':
        this.update(event.data.changes);
        return;
      case 'ContestDeleted':
        this.deleted = true;
        this.push('contest', null, null);
        return;
      case 'ContestProblemAdded':
        this.contestProblems.set(event.data.pid, { ...event.data, ordinal: this.contestProblems.size });
        this.pushProblem(event.data.pid);
        return;
      case 'ContestProblemUpdated': {
        const current = this.contestProblems.get(event.data.pid);
        if (current) this.contestProblems.set(event.data.pid, { ...current, ...event.data.changes });
        this.pushProblem(event.data.pid);
        return;
      }
      case 'ContestProblemRemoved':
        this.push('problems', this.problemId(event.data.pid), null);
        this.contestProblems.delete(event.data.pid);
        return;
      case 'ContestAnnouncementPosted':
      case 'ContestAnnouncementUpdated':
        this.push('clarifications', `a${event.data.id}`, {
          id: `a${event.data.id}`,
          from_team_id: null,
          to_team_ids: null,
          text: `${event.data.title}\n\n${event.data.content}`,
          time: formatTime(this.clock),
          contest_time: this.relTime(this.clock),
        });
        return;
      case 'ContestAnnouncementDeleted':
        this.push('clarifications', `a${event.data.id}`, null);
        return;
      case 'ContestRegistered':
        this.pushTeam(event.data.uid, event.data.username);
        return;
      default:
        return;
    }
  }

  private update(changes: Partial<ContestFields>): void {
    if (!this.fields) return;
    const before = this.fields;
    this.fields = { ...before, ...changes };
    this.pushContest();
    if (
      changes.compileErrorPenalty !== undefined &&
      changes.compileErrorPenalty !== before.compileErrorPenalty
    ) {
      const ce = exportedJudgementTypes(this.fields.compileErrorPenalty).find((t) => t.id === 'CE');
      this.push('judgement-types', 'CE', ce);
    }
    if (changes.starAccount) {
      for (const [uid, name] of this.teams) this.pushTeam(uid, name, true);
    }
    // Lifting the seal after the end is the thaw of a board that does not unseal by itself.
    if (changes.sealRank === false && this.state.frozen && !this.state.thawed && this.state.ended) {
      this.state.thawed = formatTime(this.clock);
      this.emitState();
    }
  }

  private pushContest(): void {
    const f = this.fields;
    if (!f) return;
    const start = Date.parse(f.startTime);
    const end = Date.parse(f.endTime);
    const seal = f.sealRank && f.sealRankTime !== null ? Date.parse(f.sealRankTime) : null;
    this.push('contest', null, {
      id: String(this.cid),
      name: f.title,
      formal_name: f.title,
      start_time: formatTime(start),
      duration: formatRelTime(end - start),
      scoreboard_freeze_duration: formatRelTime(seal === null ? 0 : end - seal),
      scoreboard_type: f.type === 0 ? 'pass-fail' : 'score',
      penalty_time: f.penaltyTime,
    });
  }

  private problemId(pid: number): string {
    const facts = this.problems.get(pid);
    return facts && isClicsId(facts.problemId) ? facts.problemId : `p${pid}`;
  }

  private pushProblem(pid: number): void {
    const p = this.contestProblems.get(pid);
    if (!p) return;
    const facts = this.problems.get(pid);
    this.push('problems', this.problemId(pid), {
      id: this.problemId(pid),
      label: p.displayId,
      name: p.displayTitle,
      ordinal: p.ordinal,
      ...(p.color ? { rgb: p.color } : {}),
      time_limit: (facts?.timeLimit ?? 1000) / 1000,
      test_data_count: facts?.testDataCount ?? 0,
    });
  }

  private pushTeam(uid: string, username: string, again = false): void {
    if (this.teams.has(uid) && !again) return;
    this.teams.set(uid, username);
    const id = clicsIdOf(uid, 't');
    const hidden = this.fields?.starAccount.includes(username) ?? false;
    this.push('teams', id, { id, label: id, name: username, display_name: username, group_ids: [], hidden });
  }

  private applySubmission(event: Event): void {
    const submitId = Number(event.streamId.slice('submission-'.length));
    if (event.type === 'SubmissionCreated') {
      this.created(submitId, event.data);
      return;
    }
    const sub = this.submissions.get(submitId);
    if (!sub) return;
    switch (event.type) {
      case 'JudgeLeaseTaken':
        if (!sub.open) this.startJudgement(sub);
        return;
      case 'SubmissionCaseJudged':
        this.run(sub, event.data.case);
        return;
      case 'SubmissionJudged':
        this.endJudgement(sub, event.data.status, event.data.time);
        return;
      case 'SubmissionManuallyJudged':
        this.supersede(sub);
        this.startJudgement(sub);
        this.endJudgement(sub, event.data.status, null);
        return;
      case 'SubmissionRejudged':
        this.supersede(sub);
        sub.status = null;
        return;
      case 'SubmissionJudgeCancelled':
        this.supersede(sub);
        sub.status = -4;
        return;
      default:
        return;
    }
  }

  private created(submitId: number, d: Data<'SubmissionCreated'>): void {
    this.pushTeam(d.uid, d.username);
    const languageId = languageIdOf(d.language);
    if (!this.languages.has(languageId)) {
      this.languages.add(languageId);
      this.push('languages', languageId, {
        id: languageId,
        name: d.language,
        entry_point_required: false,
        extensions: [],
      });
    }
    const sub: Submission = {
      submitId,
      uid: d.uid,
      username: d.username,
      pid: d.pid,
      at: this.clock,
      judgements: 0,
      open: null,
      last: null,
      status: null,
    };
    this.submissions.set(submitId, sub);
    this.push('submissions', String(submitId), {
      id: String(submitId),
      language_id: languageId,
      problem_id: this.problemId(d.pid),
      team_id: clicsIdOf(d.uid, 't'),
      time: formatTime(this.clock),
      contest_time: this.relTime(this.clock),
      files: [],
    });
  }

  private startJudgement(sub: Submission): void {
    sub.judgements++;
    sub.open = { id: `${sub.submitId}-${sub.judgements}`, start: this.clock, runs: 0 };
    this.push('judgements', sub.open.id, this.judgementData(sub, sub.open, null, null));
  }

  private judgementData(sub: Submission, j: Judgement, status: number | null, maxRunTime: number | null) {
    const ended = status !== null;
    return {
      id: j.id,
      submission_id: String(sub.submitId),
      judgement_type_id: status === null ? null : (judgementTypeOf(status) ?? null),
      start_time: formatTime(j.start),
      start_contest_time: this.relTime(j.start),
      end_time: ended ? formatTime(this.clock) : null,
      end_contest_time: ended ? this.relTime(this.clock) : null,
      max_run_time: maxRunTime === null ? null : maxRunTime / 1000,
      current: true,
    };
  }

  private run(sub: Submission, c: Data<'SubmissionCaseJudged'>['case']): void {
    if (!sub.open) this.startJudgement(sub);
    const j = sub.open as Judgement;
    j.runs++;
    const id = `${j.id}-${c.seq}`;
    this.push('runs', id, {
      id,
      judgement_id: j.id,
      ordinal: c.seq,
      judgement_type_id: judgementTypeOf(c.status) ?? 'JE',
      time: formatTime(this.clock),
      contest_time: this.relTime(this.clock),
      run_time: c.time / 1000,
    });
  }

  private endJudgement(sub: Submission, status: number, maxRunTime: number | null): void {
    if (!sub.open) this.startJudgement(sub);
    const j = sub.open as Judgement;
    const data = this.judgementData(sub, j, status, maxRunTime);
    this.push('judgements', j.id, data);
    sub.open = null;
    sub.last = { ...j, data };
    sub.status = status;
  }

  /** A rejudge, a manual verdict or a cancel: the judgement so far is no longer the current one. */
  private supersede(sub: Submission): void {
    const previous = sub.open ? this.judgementData(sub, sub.open, null, null) : sub.last?.data;
    if (previous) this.push('judgements', String(previous.id), { ...previous, current: false });
    sub.open = null;
    sub.last = null;
  }

  private flushState(clock: number): void {
    const f = this.fields;
    if (!f) return;
    const start = Date.parse(f.startTime);
    const end = Date.parse(f.endTime);
    const seal = f.sealRank && f.sealRankTime !== null ? Date.parse(f.sealRankTime) : null;
    const s = this.state;
    if (!s.started && clock >= start) s.started = formatTime(start);
    if (!s.frozen && seal !== null && seal < end && clock >= seal) s.frozen = formatTime(seal);
    if (!s.ended && clock >= end) s.ended = formatTime(end);
    if (s.frozen && s.ended && !s.thawed && f.autoRealRank) s.thawed = formatTime(end);
    this.emitState();
  }

  private emitState(): void {
    const json = JSON.stringify(this.state);
    if (json === this.lastStateJson) return;
    this.lastStateJson = json;
    this.push('state', null, { ...this.state });
  }

  /** The winner(s) and first to solve each problem, from the real final board (ACM contests). */
  private awards(): void {
    const f = this.fields;
    if (f?.type !== 0) return;
    const rules = boardRulesOf(f);
    const board = [...this.submissions.values()].flatMap((s) => {
      const problem = this.contestProblems.get(s.pid);
      if (!problem || s.status === null) return [];
      const { submitId, uid, username, at: submitTime, status } = s;
      return [
        {
          submitId,
          uid,
          username,
          displayId: problem.displayId,
          submitTime,
          status,
          score: null,
          time: null,
        },
      ];
    });
    const ranked = rankAcm(foldAcmRows(board, rules, { sealed: false, containsEnd: false }), {
      starUsernames: new Set(f.starAccount),
      removeStar: true,
      awards: { awardType: 0, awardConfigList: [] },
    });
    const teamIds = (rows: typeof ranked) => rows.map((r) => clicsIdOf(r.uid, 't'));
    const winners = ranked.filter((r) => r.rank === 1 && r.ac > 0);
    this.push('awards', 'winner', { id: 'winner', citation: 'Contest winner', team_ids: teamIds(winners) });
    for (const [pid, p] of this.contestProblems) {
      const id = `first-to-solve-${this.problemId(pid)}`.slice(0, 36);
      const first = ranked.filter((r) => r.submissionInfo[p.displayId]?.isFirstAC);
      this.push('awards', id, {
        id,
        citation: `First to solve problem ${p.displayId}`,
        team_ids: teamIds(first),
      });
    }
  }
}
