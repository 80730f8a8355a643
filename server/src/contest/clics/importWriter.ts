import {
  type ContestFields,
  type EventMetadata,
  ProblemType,
  type ProductEvent,
  type StreamAppend,
} from '@oj/events';
import { problemByPid } from '@oj/projections';
import { sql } from 'kysely';
import type { Services } from '../../app/services';
import { createProblem, withdrawProblems } from '../../problem/problemCommands';
import { withProblemDefaults } from '../../problem/problemDefaults';
import { submissionStreamId } from '../../submission/submissionDecider';
import { claimHolder } from '../../user/userCommands';
import { contestStreamId } from '../core/contestDecider';
import { type ImportPlan, importedContestFields } from './feedImport';

/** The runner name on imported verdicts: no judge ran them, the feed's CCS did. */
const IMPORT_RUNNER = 'clics-import';
/** The lease held from creation to verdict never expires, so no runner ever picks an imported round. */
const NEVER = Date.parse('9999-12-31T00:00:00Z');
/** The board's star list holds names of at most 20 characters (contestFields.starAccount). */
const STAR_NAME_MAX = 20;

type Author = { uid: string; username: string };

/** What an import wrote so far, so a failure can take it back. */
interface Written {
  placeholders: { pid: number; problemId: string }[];
  contest: boolean;
}

/**
 * Writes a planned contest as our own events. The event store appends one stream at a time, so the
 * contest is created invisible, filled (problems, teams as registrations, every submission with its
 * verdict at its own time), and made visible last; if anything fails, the contest is deleted and the
 * placeholder problems withdrawn, so a failed import leaves nothing any page shows. `fields` replace
 * what the plan gives the contest form (the demo seed keeps its board sealed past the end).
 * Returns the new cid.
 */
export async function writeImportedContest(
  services: Services,
  metadata: EventMetadata,
  plan: ImportPlan,
  author: Author,
  fields: Partial<ContestFields> = {},
): Promise<number> {
  const cid = await nextValue(services, 'contest_cid_seq');
  const written: Written = { placeholders: [], contest: false };
  try {
    const pids = await resolveProblems(services, metadata, cid, plan, written);
    const uids = new Map(plan.teams.map((t) => [t.feedId, importedUid(cid, t.feedId)]));
    await writeContest(services, metadata, { cid, plan, pids, uids, author, fields });
    written.contest = true;
    await writeSubmissions(services, metadata, { cid, plan, pids, uids });
    const shown = await services.store.append(
      contestStreamId(cid),
      [{ type: 'ContestVisibilityChanged', data: { visible: true } }],
      { expectedVersion: 'exists', metadata },
    );
    // A feed is thousands of events: more than a request's 5 s on a busy machine. A 503 here would tell
    // the admin to try again although the contest exists, and a retry would import it twice.
    await services.settled('contests', shown.positions.at(-1), IMPORT_SETTLE_MS);
    return cid;
  } catch (error) {
    await withdraw(services, metadata, cid, written).catch((cleanup: unknown) =>
      services.log.error({ err: cleanup, cid }, 'could not withdraw a failed contest import'),
    );
    throw error;
  }
}

/** How long an import waits for the board to show the contest before it answers. */
const IMPORT_SETTLE_MS = 120_000;

/** Imported teams are no accounts: a uid of their own per contest, which no login can ever reach. */
export const importedUid = (cid: number, teamId: string) => `clics-${cid}-${teamId}`;

async function nextValue(services: Services, sequence: string): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval(${sequence}::regclass) as id`.execute(
    services.db,
  );
  return Number(rows[0]?.id);
}

/**
 * A feed problem whose id is one of our problem IDs (an ACM problem) is that problem; any other gets a
 * placeholder: a contest-only problem (hidden from the public list) with no statement or test data.
 */
async function resolveProblems(
  services: Services,
  metadata: EventMetadata,
  cid: number,
  plan: ImportPlan,
  written: Written,
): Promise<Map<string, number>> {
  const pids = new Map<string, number>();
  for (const p of plan.problems) {
    const existing = await existingProblem(services, p.feedId);
    if (existing !== undefined) {
      pids.set(p.feedId, existing);
      continue;
    }
    const problemId = `clics-${cid}-${p.displayId}`.slice(0, 50);
    const fields = withProblemDefaults({
      problemId,
      title: p.title,
      auth: 3,
      timeLimit: p.timeLimit,
      description: `Placeholder for problem ${p.feedId} of an imported CLICS event feed: no statement or test data.`,
    });
    const pid = await createProblem(services, metadata, fields, []);
    written.placeholders.push({ pid, problemId });
    pids.set(p.feedId, pid);
  }
  return pids;
}

async function existingProblem(services: Services, feedId: string): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{1,50}$/.test(feedId)) return undefined;
  const holder = await claimHolder(services, 'problemId', feedId);
  if (!holder) return undefined;
  const row = await problemByPid(services.db, Number(holder));
  return row?.type === ProblemType.acm ? row.pid : undefined;
}

interface Target {
  cid: number;
  plan: ImportPlan;
  pids: Map<string, number>;
  uids: Map<string, string>;
}

/** The contest, its problems and its teams in one append: invisible until the last step. */
async function writeContest(
  services: Services,
  metadata: EventMetadata,
  t: Target & { author: Author; fields: Partial<ContestFields> },
) {
  const { cid, plan, pids, uids, author } = t;
  const starAccount = [
    ...new Set(
      plan.teams
        .filter((team) => team.hidden && team.username.length <= STAR_NAME_MAX)
        .map((team) => team.username),
    ),
  ];
  const fields = { ...importedContestFields(plan, starAccount), ...t.fields };
  const events: ProductEvent[] = [
    { type: 'ContestCreated', data: { cid, fields, visible: false, gid: null, author } },
    ...plan.problems.map(
      (p): ProductEvent => ({
        type: 'ContestProblemAdded',
        data: { pid: pids.get(p.feedId) ?? 0, displayId: p.displayId, displayTitle: p.title, color: p.color },
      }),
    ),
    ...plan.teams.map(
      (team): ProductEvent => ({
        type: 'ContestRegistered',
        data: { uid: uids.get(team.feedId) ?? '', username: team.username },
      }),
    ),
  ];
  await services.store.append(contestStreamId(cid), events, { expectedVersion: 'no_stream', metadata });
}

/** Submissions written per transaction: a big feed's thousands in a few commits, each well under a second. */
const SUBMISSIONS_PER_APPEND = 250;

/**
 * Each submission as a native one looks: created and leased at its submit time, judged at its
 * judgement's time (one append when they coincide), so boards, replays and rank changes see the
 * contest's real history. The appends go in order, many streams per transaction.
 */
async function writeSubmissions(services: Services, metadata: EventMetadata, t: Target) {
  const { plan } = t;
  const { rows } = await sql<{ id: string }>`select nextval('submission_id_seq') as id
    from generate_series(1, ${plan.submissions.length})`.execute(services.db);
  const names = {
    displayIds: new Map(plan.problems.map((p) => [p.feedId, p.displayId])),
    usernames: new Map(plan.teams.map((team) => [team.feedId, team.username])),
  };
  const appends = plan.submissions.map((s, i) =>
    submissionAppends({ ...t, ...names }, metadata, s, Number(rows[i]?.id)),
  );
  for (let from = 0; from < appends.length; from += SUBMISSIONS_PER_APPEND) {
    await services.store.appendMany(appends.slice(from, from + SUBMISSIONS_PER_APPEND).flat());
  }
}

type PlannedSubmission = ImportPlan['submissions'][number];

/** One submission's appends: created and leased at its submit time, judged at its judgement's time. */
function submissionAppends(
  t: Target & { displayIds: Map<string, string>; usernames: Map<string, string> },
  metadata: EventMetadata,
  s: PlannedSubmission,
  submitId: number,
): StreamAppend<ProductEvent>[] {
  const { cid, pids, uids, displayIds, usernames } = t;
  const lease = { round: 1, leaseId: `clics-${submitId}` };
  const created: ProductEvent[] = [
    {
      type: 'SubmissionCreated',
      data: {
        submitId,
        pid: pids.get(s.problemId) ?? 0,
        displayPid: displayIds.get(s.problemId) ?? '',
        uid: uids.get(s.teamId) ?? '',
        username: usernames.get(s.teamId) ?? s.teamId,
        language: s.language,
        code: '',
        cid,
        ip: '',
      },
    },
    {
      type: 'JudgeLeaseTaken',
      data: { ...lease, runner: IMPORT_RUNNER, expiresAt: NEVER, replaces: null },
    },
  ];
  const judged: ProductEvent = {
    type: 'SubmissionJudged',
    data: {
      ...lease,
      status: s.status,
      score: null,
      oiRankScore: null,
      time: 0,
      memory: 0,
      errorMessage: '',
      systemError: null,
      judger: IMPORT_RUNNER,
    },
  };
  const streamId = submissionStreamId(submitId);
  const at = (ms: number) => ({ ...metadata, at: new Date(ms).toISOString() });
  if (s.judgedAt === s.time) {
    return [
      {
        streamId,
        events: [...created, judged],
        options: { expectedVersion: 'no_stream', metadata: at(s.time) },
      },
    ];
  }
  return [
    { streamId, events: created, options: { expectedVersion: 'no_stream', metadata: at(s.time) } },
    { streamId, events: [judged], options: { expectedVersion: 2, metadata: at(s.judgedAt) } },
  ];
}

/** Takes a failed import back: the contest deleted (its board and submissions with it), placeholders withdrawn. */
async function withdraw(services: Services, metadata: EventMetadata, cid: number, written: Written) {
  if (written.contest) {
    await services.store.append(contestStreamId(cid), [{ type: 'ContestDeleted', data: {} }], {
      expectedVersion: 'exists',
      metadata,
    });
  }
  await withdrawProblems(services, metadata, written.placeholders);
}
