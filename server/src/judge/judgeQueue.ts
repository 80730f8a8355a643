import { randomUUID } from 'node:crypto';
import type { RemoteBankCode } from '@oj/events';
import {
  DomainError,
  handleCommand,
  type ProductEvent,
  programTextFromString,
  SubmissionStatus,
} from '@oj/events';
import type {
  GenerationTask,
  JudgeProblem,
  RemoteProblemTask,
  RemoteSubmissionTask,
  SubmissionTask,
  TestRunTask,
} from '@oj/events/judge';
import { leasableRounds, type ProblemRow, problemByPid } from '@oj/projections';
import { sql } from 'kysely';
import type { Services } from '../app/services';
import { claimGeneration, generationCandidates } from '../problem/importGeneration';
import { accountsForBank } from '../remote/remoteAccounts';
import { claimRemoteFetch } from '../remote/remoteProblemImport';
import { judgeMetadata } from '../submission/submissionCommands';
import {
  type RemoteIntent,
  type RemoteRun,
  submissionDecider,
  submissionStreamId,
} from '../submission/submissionDecider';
import type { OfferedRound } from './judgeQueueSignal';
import { loadLanguages } from './languages';

/** A lease lasts this long unless renewed (the default; see ServerOptions); runners renew at a third of it. */
export const LEASE_TTL_MS = 30_000;
/** Test runs are small: a runner that took one and went silent loses it after this. */
const TEST_RUN_LEASE_MS = 30_000;
/** A round whose runners died this many times is ended as SE instead of killing a fourth. */
const MAX_LEASES_PER_ROUND = 3;
/** Open rounds looked at per claim attempt; others runners may be racing for the first ones. */
const CANDIDATES = 8;

function judgeProblemOf(row: ProblemRow): JudgeProblem {
  const f = row.fields;
  return {
    pid: row.pid,
    type: f.type,
    difficulty: f.difficulty,
    timeLimit: f.timeLimit,
    memoryLimit: f.memoryLimit,
    stackLimit: f.stackLimit,
    ...(f.outputLimit === undefined ? {} : { outputLimit: f.outputLimit }),
    judgeMode: f.judgeMode,
    judgeCaseMode: f.judgeCaseMode,
    checker: f.checker,
    isRemoveEndBlank: f.isRemoveEndBlank,
    isFileIO: f.isFileIO,
    ioReadFileName: f.ioReadFileName,
    ioWriteFileName: f.ioWriteFileName,
    userExtraFile: f.userExtraFile,
    judgeExtraFile: f.judgeExtraFile,
    testCases: row.test_cases,
  };
}

/** What was submitted, from the submission's own stream (the read model may not show it yet). */
function submittedProgram(submitId: number, history: readonly ProductEvent[]) {
  const [created] = history;
  if (created?.type !== 'SubmissionCreated')
    throw new Error(`submission ${submitId} has no SubmissionCreated`);
  const { code, language, pid } = created.data;
  return { code, language, pid };
}

/**
 * The next work for `runner`: a waiting test run first (someone is watching it), then an import's test
 * generation (an admin is watching it), then the oldest open
 * round whose lease is free or expired. Taking a round's lease is a command on the submission's stream,
 * so two runners racing for one round cannot both win: the loser's append conflicts and it moves on.
 */
export async function claimNext(
  services: Services,
  runner: string,
  now = Date.now(),
  kind: 'local' | 'remote' = 'local',
  banks: readonly RemoteBankCode[] = [],
): Promise<SubmissionTask | TestRunTask | RemoteSubmissionTask | GenerationTask | RemoteProblemTask | null> {
  // The queue and the import generations waiting are read beside the first claim (one round trip
  // instead of three before a lease).
  const [first, candidates, generations] = await Promise.all([
    kind === 'local' ? claimTestRun(services, now) : claimRemoteFetch(services, runner, now, banks),
    leasableRounds(services.db, now, CANDIDATES, kind, banks),
    kind === 'local' ? generationCandidates(services, now) : [],
  ]);
  // A test run, or an admin's remote problem fetch: someone waits on each, so before the rounds.
  if (first) return first;
  if (generations.length > 0) {
    // An admin's import waits on it; few and far between, so before the rounds.
    const generation = await claimGeneration(services, runner, now, generations);
    if (generation) return generation;
  }
  const wanted: Want = { kind, banks };
  for (const candidate of candidates) {
    const round = { submitId: candidate.submit_id, round: candidate.round, pid: candidate.pid };
    const task = await tryLeaseAlone(services, runner, round, now, wanted);
    // The read model chose the kind; 'other kind' here is a problem changed since (left to the other kind).
    if (task && task !== 'other kind') return task;
  }
  // Nothing older is waiting: a round just opened on this node need not wait for the read model. An offer
  // whose problem changed kind since it was made (rare) goes back for its own runners.
  const others: OfferedRound[] = [];
  try {
    for (
      let offered = services.judge.queue.takeOffer(kind);
      offered;
      offered = services.judge.queue.takeOffer(kind)
    ) {
      const task = await tryLeaseAlone(services, runner, offered, now, wanted).catch((error: unknown) => {
        // Not leased: back on offer, so that the round's NOTIFY still wakes its runners.
        others.push(offered);
        throw error;
      });
      if (task === 'other kind') others.push(offered);
      else if (task) return task;
    }
  } finally {
    services.judge.queue.giveBack(others);
  }
  return null;
}

interface Want {
  kind: 'local' | 'remote';
  banks: readonly RemoteBankCode[];
}

/** `tryLease`, unless another lease request of this node is taking the same round at this moment. */
async function tryLeaseAlone(
  services: Services,
  runner: string,
  round: { submitId: number; round: number; pid: number },
  now: number,
  wanted: Want,
): ReturnType<typeof tryLease> {
  const { queue } = services.judge;
  if (!queue.startLeasing(round.submitId, round.round)) return null;
  try {
    return await tryLease(services, runner, round, now, wanted);
  } finally {
    queue.doneLeasing(round.submitId, round.round);
  }
}

async function tryLease(
  services: Services,
  runner: string,
  { submitId, round, pid }: { submitId: number; round: number; pid: number },
  now: number,
  wanted: Want,
): Promise<SubmissionTask | RemoteSubmissionTask | 'other kind' | null> {
  // Everything the reply needs is read before the lease is taken, in one round trip: the submission's
  // stream (the lease is decided on it too), the languages, and the problem the queue or the offer named.
  // The reply then follows the lease's append at once, and the runner starts compiling sooner.
  const [history, languages, named] = await Promise.all([
    services.store.readStream(submissionStreamId(submitId)),
    loadLanguages(services),
    problemByPid(services.db, pid),
  ]);
  const submission = submittedProgram(submitId, history);
  // A submission's problem never changes; read again only if the name was wrong.
  const problem = submission.pid === pid ? named : await problemByPid(services.db, submission.pid);
  const remote = problem?.fields.remote ?? null;
  // A remote problem's rounds go to remote runners of its bank only, a local problem's to local runners.
  if (
    problem &&
    (remote ? wanted.kind !== 'remote' || !wanted.banks.includes(remote.bank) : wanted.kind !== 'local')
  )
    return 'other kind';
  const language = languages.find((l) => l.name === submission.language);
  // A local round the runner can start compiles at once: the lease shows it Compiling.
  const compiles = problem !== undefined && !remote && language !== undefined;
  const leaseId = randomUUID();
  let leases: number;
  let remoteRun: RemoteRun | null = null;
  let remoteIntent: RemoteIntent | null = null;
  try {
    const taken = await handleCommand(
      services.store,
      submissionStreamId(submitId),
      submissionDecider,
      { type: 'TakeLease', round, leaseId, runner, now, ttlMs: services.judge.leaseTtlMs, compiles },
      { metadata: judgeMetadata(leaseId, new Date(now)), history },
    );
    // Its opening's NOTIFY need not wake this node's runners: it is taken.
    services.judge.queue.leased(submitId, round);
    leases = taken.state.exists ? taken.state.leases : 0;
    remoteRun = taken.state.exists ? taken.state.remoteRun : null;
    remoteIntent = taken.state.exists ? taken.state.remoteIntent : null;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
  if (leases > MAX_LEASES_PER_ROUND) {
    const reason = `${MAX_LEASES_PER_ROUND} judge runners took this round and went silent before a verdict`;
    await failRound(services, { submitId, round, leaseId }, reason);
    return null;
  }
  if (problem && remote) {
    return {
      kind: 'remote',
      submitId,
      round,
      leaseId,
      leaseTtlMs: services.judge.leaseTtlMs,
      code: submission.code,
      language: submission.language,
      remote,
      accounts: await accountsForBank(services, remote.bank, services.judge.remoteAccountKey),
      submitted: remoteRun,
      intent: remoteRun ? null : remoteIntent,
    };
  }
  if (!problem || !language) {
    await failRound(
      services,
      { submitId, round, leaseId },
      !problem ? 'The problem no longer exists' : `The language ${submission.language} is not configured`,
    );
    return null;
  }
  return {
    kind: 'submission',
    submitId,
    round,
    leaseId,
    leaseTtlMs: services.judge.leaseTtlMs,
    code: submission.code,
    language,
    problem: judgeProblemOf(problem),
    checkerLanguages: languages.filter((l) => l.forCheckers),
    compilingShown: true,
  };
}

/**
 * Ends a round as SE under its lease, with the reason for the admin: a round the judge cannot even start,
 * or one whose report the server could not store.
 */
export async function failRound(
  services: Services,
  lease: { submitId: number; round: number; leaseId: string },
  reason: string,
  shown = 'System error: the judge could not start',
): Promise<void> {
  await handleCommand(
    services.store,
    submissionStreamId(lease.submitId),
    submissionDecider,
    {
      type: 'ReportVerdict',
      round: lease.round,
      leaseId: lease.leaseId,
      cases: [],
      verdict: {
        status: SubmissionStatus.systemError,
        score: null,
        oiRankScore: null,
        time: 0,
        memory: 0,
        errorMessage: shown,
        systemError: programTextFromString(reason.slice(0, 8000)),
        judger: 'server',
      },
    },
    { metadata: judgeMetadata(lease.leaseId) },
  );
}

async function claimTestRun(services: Services, now: number): Promise<TestRunTask | null> {
  const { rows } = await sql<{ task: TestRunTask }>`
    update test_runs set leased_until = ${new Date(now + TEST_RUN_LEASE_MS)}, status = ${SubmissionStatus.judging}
    where key = (
      select key from test_runs
      where result is null and (leased_until is null or leased_until < ${new Date(now)})
      order by created_at limit 1 for update skip locked
    )
    returning task`.execute(services.db);
  return rows[0]?.task ?? null;
}
