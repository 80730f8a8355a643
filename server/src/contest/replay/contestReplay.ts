import type { ContestFields, ProductEvent, RecordedEvent } from '@oj/events';
import type { ReplaySettings, SubmissionHistory, VerdictChange } from '@oj/projections';
import { boardRulesOf, boardSubmissionIds, superAdminUids, verdictOf } from '@oj/projections';
import type { Services } from '../../app/services';
import { contestDecider, contestStreamId } from '../core/contestDecider';

type Event = RecordedEvent<ProductEvent>;

export interface ContestProblemEntry {
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}

/** A contest's settings as its own stream states them now, with how its seal went over time. */
export interface ContestSettingsReplay {
  fields: ContestFields;
  authorUid: string;
  problems: ContestProblemEntry[];
  /** The seal time the contest held last (null: it never had one that took effect). */
  heldSealTime: number | null;
  /** When the seal was switched off after taking effect (null: it still holds, or never did). */
  sealLiftedAt: number | null;
}

/** A rank change (stream `contest-<cid>-rank`) as a replay shows it. */
export interface RankMoment {
  at: number;
  uid: string;
  username: string;
  oldRank: number | null;
  newRank: number | null;
  submitId: number;
}

/** Everything a replay or the scroll board folds: the settings, the submissions' histories, the rank changes. */
export interface ContestReplay extends ContestSettingsReplay {
  cid: number;
  settings: ReplaySettings;
  submissions: SubmissionHistory[];
  rankChanges: RankMoment[];
}

/** Folds the contest stream (the decider's own evolve) and follows its seal. */
export function foldContestSettings(events: readonly Event[]): ContestSettingsReplay | undefined {
  let state = contestDecider.initialState();
  let authorUid = '';
  let heldSealTime: number | null = null;
  let sealLiftedAt: number | null = null;
  for (const event of events) {
    state = contestDecider.evolve(state, event);
    if (event.type === 'ContestCreated') authorUid = event.data.author.uid;
    if (state.status !== 'live' || (event.type !== 'ContestCreated' && event.type !== 'ContestUpdated'))
      continue;
    const { sealRank, sealRankTime } = state.fields;
    if (sealRank && sealRankTime !== null) {
      heldSealTime = Date.parse(sealRankTime);
      sealLiftedAt = null;
    } else if (heldSealTime !== null && sealLiftedAt === null) {
      const at = Date.parse(event.metadata.at);
      // Switched off before it took effect: the public never saw a sealed board.
      if (at <= heldSealTime) heldSealTime = null;
      else sealLiftedAt = at;
    }
  }
  if (state.status !== 'live') return undefined;
  const problems = [...state.problems.values()]
    .map((p) => ({
      pid: p.pid,
      displayId: p.displayId,
      displayTitle: p.displayTitle,
      color: p.color ?? null,
    }))
    .sort((a, b) => a.displayId.localeCompare(b.displayId, undefined, { numeric: true }));
  return { fields: state.fields, authorUid, problems, heldSealTime, sealLiftedAt };
}

/** The board settings of a replay: the rules with the seal the contest held, even if lifted since. */
export function replaySettingsOf(contest: ContestSettingsReplay): ReplaySettings {
  const { fields, heldSealTime } = contest;
  const sealRankTime = heldSealTime === null ? null : new Date(heldSealTime).toISOString();
  const held = { ...fields, sealRank: heldSealTime !== null, sealRankTime };
  return {
    rules: boardRulesOf(held),
    seal: {
      sealRank: held.sealRank,
      sealRankTime: heldSealTime,
      endTime: Date.parse(fields.endTime),
      autoRealRank: fields.autoRealRank,
    },
    sealLiftedAt: contest.sealLiftedAt,
    starUsernames: fields.starAccount,
    awards: { awardType: fields.awardType, awardConfigList: fields.awardConfigList },
  };
}

/**
 * Folds submission streams into their histories, as the contests projection folds them into board
 * rows: each verdict, manual judgement, cancel and rejudge is one change at its event's time.
 * Submissions on problems no longer in the contest drop out, as they do from the board.
 */
export function foldSubmissionHistories(
  events: readonly Event[],
  displayIds: ReadonlyMap<number, string>,
): SubmissionHistory[] {
  const byId = new Map<number, SubmissionHistory & { changes: VerdictChange[] }>();
  for (const event of events) {
    const submitId = Number(event.streamId.slice('submission-'.length));
    const at = Date.parse(event.metadata.at);
    if (event.type === 'SubmissionCreated') {
      const displayId = displayIds.get(event.data.pid);
      if (displayId === undefined) continue;
      const { uid, username } = event.data;
      byId.set(submitId, { submitId, uid, username, displayId, submitTime: at, changes: [] });
      continue;
    }
    const history = byId.get(submitId);
    if (!history) continue;
    const last = history.changes.at(-1);
    const change = verdictChange(event, at, last);
    if (change) history.changes.push(change);
  }
  return [...byId.values()].sort((a, b) => a.submitTime - b.submitTime || a.submitId - b.submitId);
}

/** A verdict event as a change at its time: what the event leaves out (a manual judgement's time, a cancel's figures) stays as it was. */
function verdictChange(event: Event, at: number, last: VerdictChange | undefined): VerdictChange | undefined {
  const verdict = verdictOf(event);
  if (!verdict) return undefined;
  return { at, score: last?.score ?? null, time: last?.time ?? null, ...verdict };
}

const SUBMISSION_TYPES = new Set([
  'SubmissionCreated',
  'SubmissionJudged',
  'SubmissionManuallyJudged',
  'SubmissionJudgeCancelled',
  'SubmissionRejudged',
]);

/**
 * Reads a contest's history from the event store: its stream, its submissions' streams (their ids
 * come from the board's copy of the contest's submissions) and its rank changes. The contest's author
 * and super admins are left out, as they are from the board. Undefined when there is no such contest.
 */
export async function loadContestReplay(services: Services, cid: number): Promise<ContestReplay | undefined> {
  const { store, db } = services;
  const contest = foldContestSettings(await store.readStream(contestStreamId(cid)));
  if (!contest) return undefined;
  const ids = await boardSubmissionIds(db, cid);
  const excluded = new Set([contest.authorUid, ...(await superAdminUids(db))]);
  const events = await store.readStreams(ids.map((id) => `submission-${id}`));
  const displayIds = new Map(contest.problems.map((p) => [p.pid, p.displayId]));
  const submissions = foldSubmissionHistories(
    events.filter((e) => SUBMISSION_TYPES.has(e.type)),
    displayIds,
  ).filter((s) => !excluded.has(s.uid));
  const rankChanges = (await store.readStream(`contest-${cid}-rank`)).flatMap((e) =>
    e.type === 'ContestRankChanged' ? [{ at: Date.parse(e.metadata.at), ...pick(e.data) }] : [],
  );
  return { cid, ...contest, settings: replaySettingsOf(contest), submissions, rankChanges };
}

function pick(d: {
  uid: string;
  username: string;
  oldRank: number | null;
  newRank: number | null;
  submitId: number;
}) {
  return { uid: d.uid, username: d.username, oldRank: d.oldRank, newRank: d.newRank, submitId: d.submitId };
}
