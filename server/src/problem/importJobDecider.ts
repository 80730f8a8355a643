import {
  type Decider,
  fail,
  type GeneratedTest,
  type ImportReportItem,
  type ProductEvent,
  problemImportStream,
  type RemoteProblemRef,
} from '@oj/events';
import type { ImportJobPhase, ImportJobState, ImportMode } from '@oj/events/vocabulary';

export { problemImportStream };

type Requested = Extract<ProductEvent, { type: 'ProblemImportGenerationRequested' }>['data'];

/** Who may end a job: the batch import's run on its node, or the remote runner holding the fetch's lease. */
type JobHolder = { run: number; leaseId?: undefined } | { leaseId: string; run?: undefined };

export type ImportJobCommand =
  | {
      type: 'QueueImport';
      job: number;
      uid: string;
      mode: ImportMode;
      files: { name: string; size: number }[];
      aliveUntil?: number;
      remote?: RemoteProblemRef;
    }
  | { type: 'TakeFetchLease'; leaseId: string; runner: string; now: number; ttlMs: number }
  /**
   * The sweeper gives up a fetch no runner holds: it has waited since `waitingSince` (queued, its last
   * lease's end, or the bank's last runner report, whichever is latest) at least `waitMs` by `now`.
   */
  | { type: 'AbandonFetch'; now: number; waitingSince: number; waitMs: number }
  | {
      type: 'ReportProgress';
      run: number;
      phase: ImportJobPhase;
      done: number;
      total: number;
      file: string;
      casesDone?: number;
      cases?: number;
    }
  /** A batch import's end comes from its current run; a remote fetch's from the runner holding its lease. */
  | ({ type: 'FinishImport'; imported: number; items: ImportReportItem[] } & JobHolder)
  | ({ type: 'FailImport'; reason: string } & JobHolder)
  /** The job's node says it is alive until `aliveUntil`. */
  | { type: 'KeepAlive'; run: number; aliveUntil: number }
  /** Anyone who sees the node's lease ran out at `now` ends the job (a no-op conflict if it did not). */
  | { type: 'ExpireImport'; now: number }
  | { type: 'RestartImport'; uid: string; aliveUntil: number }
  | { type: 'RequestGeneration'; run: number; request: Omit<Requested, 'job' | 'task'> }
  | { type: 'LeaseGeneration'; task: number; leaseId: string; runner: string; now: number; ttlMs: number }
  | { type: 'RenewGeneration'; task: number; leaseId: string; now: number; ttlMs: number }
  | { type: 'FinishGeneration'; task: number; leaseId: string; tests: GeneratedTest[] }
  /** `leaseId` null: the server gives up on the task (its runners died, or the job's wait ran out). */
  | { type: 'FailGeneration'; task: number; leaseId: string | null; reason: string };

export interface Generation {
  state: 'waiting' | 'done' | 'failed';
  tests: number[];
  leaseId: string | null;
  expiresAt: number;
  /** Leases taken so far: a task whose runners keep dying is failed instead of leased forever. */
  leases: number;
}

export interface ImportJob {
  job: number | null;
  mode: ImportMode;
  state: ImportJobState;
  /** Until when the job's API node counts as alive (null: a remote fetch, or a job queued before leases). */
  aliveUntil: number | null;
  /** Failed because its node stopped: it may be started again. */
  stalled: boolean;
  /**
   * Which run of the job is the current one (1, then one more per restart): a run's node that was
   * presumed dead and wakes up finds its commands refused, and stops.
   */
  run: number;
  generations: Record<number, Generation>;
  /** A remote problem's fetch, leased to a remote runner (null: a batch import the server runs). */
  remote: RemoteProblemRef | null;
  lease: { leaseId: string; expiresAt: number } | null;
  /** Fetch leases taken so far: a fetch whose runners keep going silent fails instead of waiting for ever. */
  fetchLeases: number;
}

/** A generation task whose runners went silent this many times is failed rather than leased again. */
export const MAX_GENERATION_LEASES = 3;

/** A remote fetch whose runners took it and went silent this many times fails (rounds have three too). */
export const MAX_FETCH_LEASES = 3;

const ended = (state: ImportJob) => state.state === 'done' || state.state === 'failed';

/**
 * One background import, stream `problem-import-<job>`: queued once, then progress while it runs, then
 * finished with its report or failed; nothing after the end, except a restart of a job whose node died.
 * The node running it renews its lease (KeepAlive); once the lease has run out, anyone may end the job
 * (ExpireImport). Generation tasks (a package's generated tests) are leased to judge runners the way
 * submission rounds are: one holder at a time, a lease taken over once expired, reports counted only
 * from the current lease. Time arrives in the commands (`now`), never from the clock.
 */
export const importJobDecider: Decider<ImportJobCommand, ProductEvent, ImportJob> = {
  initialState: () => ({
    job: null,
    mode: 'all',
    state: 'queued',
    aliveUntil: null,
    stalled: false,
    run: 0,
    generations: {},
    remote: null,
    lease: null,
    fetchLeases: 0,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'ProblemImportQueued':
        return {
          ...state,
          job: event.data.job,
          mode: event.data.mode,
          state: 'queued',
          aliveUntil: event.data.aliveUntil ?? null,
          run: 1,
          remote: event.data.remote ?? null,
          lease: null,
        };
      case 'RemoteProblemFetchLeased':
        return {
          ...state,
          lease: { leaseId: event.data.leaseId, expiresAt: event.data.expiresAt },
          fetchLeases: state.fetchLeases + 1,
        };
      case 'ProblemImportProgressed':
        return { ...state, state: 'running' };
      case 'ProblemImportAlive':
        return { ...state, aliveUntil: event.data.aliveUntil };
      case 'ProblemImportRestarted':
        return {
          ...state,
          state: 'queued',
          stalled: false,
          aliveUntil: event.data.aliveUntil,
          run: state.run + 1,
        };
      case 'ProblemImportFinished':
        return { ...state, state: 'done' };
      case 'ProblemImportFailed':
        return { ...state, state: 'failed', stalled: event.data.stalled ?? false };
      case 'ProblemImportGenerationRequested': {
        const tests = event.data.tests.map((t) => t.test);
        const generation: Generation = { state: 'waiting', tests, leaseId: null, expiresAt: 0, leases: 0 };
        return { ...state, generations: { ...state.generations, [event.data.task]: generation } };
      }
      case 'ProblemImportGenerationLeased':
      case 'ProblemImportGenerationRenewed': {
        const { task, leaseId, expiresAt } = event.data;
        const current = state.generations[task];
        if (!current) return state;
        const leases = current.leases + (event.type === 'ProblemImportGenerationLeased' ? 1 : 0);
        return {
          ...state,
          generations: { ...state.generations, [task]: { ...current, leaseId, expiresAt, leases } },
        };
      }
      case 'ProblemImportTestsGenerated':
      case 'ProblemImportGenerationFailed': {
        const current = state.generations[event.data.task];
        if (!current) return state;
        const done = event.type === 'ProblemImportTestsGenerated' ? 'done' : 'failed';
        return {
          ...state,
          generations: { ...state.generations, [event.data.task]: { ...current, state: done } },
        };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'QueueImport') {
      if (state.job !== null) fail('conflict', 'This import job number is taken');
      const { job, uid, mode, files, aliveUntil, remote } = command;
      return [
        {
          type: 'ProblemImportQueued',
          data: {
            job,
            uid,
            mode,
            files,
            ...(aliveUntil === undefined ? {} : { aliveUntil }),
            ...(remote ? { remote } : {}),
          },
        },
      ];
    }
    const job = state.job;
    if (job === null) fail('not_found', 'No such import job');
    if (command.type === 'RestartImport') {
      if (state.state !== 'failed' || !state.stalled)
        fail('conflict', 'Only an import job whose server stopped can be started again');
      return [
        { type: 'ProblemImportRestarted', data: { job, uid: command.uid, aliveUntil: command.aliveUntil } },
      ];
    }
    if (ended(state)) fail('conflict', 'This import job has ended');
    if ('run' in command && command.run !== undefined && command.run !== state.run)
      fail('conflict', 'This run of the import job was replaced by a restart');
    if (
      state.remote &&
      (command.type === 'FinishImport' || command.type === 'FailImport') &&
      command.leaseId !== state.lease?.leaseId
    )
      fail('conflict', 'The fetch lease is no longer valid');
    switch (command.type) {
      case 'TakeFetchLease': {
        if (!state.remote) fail('conflict', 'This import job is not a remote fetch');
        if (state.lease && state.lease.expiresAt > command.now)
          fail('conflict', 'Another remote runner holds the fetch');
        if (state.fetchLeases >= MAX_FETCH_LEASES) {
          const reason = `${MAX_FETCH_LEASES} remote runners took the fetch and went silent`;
          return [{ type: 'ProblemImportFailed', data: { job, reason } }];
        }
        const { leaseId, runner } = command;
        return [
          {
            type: 'RemoteProblemFetchLeased',
            data: { job, leaseId, runner, expiresAt: command.now + command.ttlMs },
          },
        ];
      }
      case 'AbandonFetch': {
        if (!state.remote) fail('conflict', 'This import job is not a remote fetch');
        if (state.lease && state.lease.expiresAt > command.now)
          fail('conflict', 'A remote runner holds the fetch');
        if (command.now - command.waitingSince < command.waitMs)
          fail('conflict', 'The fetch may still be taken: a runner of its bank was seen lately');
        const minutes = Math.round(command.waitMs / 60_000);
        const reason = `No remote runner of ${state.remote.bank} was seen for ${minutes} minutes: start one, then import the problem again`;
        return [{ type: 'ProblemImportFailed', data: { job, reason } }];
      }
      case 'ReportProgress': {
        const { phase, done, total, file, casesDone, cases } = command;
        const counted = cases === undefined ? {} : { casesDone: casesDone ?? 0, cases };
        return [
          {
            type: 'ProblemImportProgressed',
            data: { job, phase, done, total, file: file.slice(0, 255), ...counted },
          },
        ];
      }
      case 'FinishImport':
        return [
          {
            type: 'ProblemImportFinished',
            data: { job, mode: state.mode, imported: command.imported, items: command.items },
          },
        ];
      case 'FailImport':
        return [{ type: 'ProblemImportFailed', data: { job, reason: command.reason } }];
      case 'KeepAlive':
        return [{ type: 'ProblemImportAlive', data: { job, aliveUntil: command.aliveUntil } }];
      case 'ExpireImport': {
        if (state.aliveUntil === null || state.aliveUntil >= command.now)
          fail('conflict', 'The job is alive: its node renewed its lease');
        const since = new Date(state.aliveUntil).toISOString();
        const reason =
          `The server running this import stopped (no sign of it since ${since}): ` +
          'nothing was imported by it after that; start the job again.';
        return [{ type: 'ProblemImportFailed', data: { job, reason, stalled: true } }];
      }
      case 'RequestGeneration': {
        const task = Object.keys(state.generations).length + 1;
        return [{ type: 'ProblemImportGenerationRequested', data: { ...command.request, job, task } }];
      }
      case 'LeaseGeneration': {
        const { task, leaseId, runner, now, ttlMs } = command;
        const current = state.generations[task];
        if (current?.state !== 'waiting') fail('conflict', 'No such generation task waiting');
        if (current.leaseId !== null && current.expiresAt > now) fail('conflict', 'The task is leased');
        if (current.leases >= MAX_GENERATION_LEASES) {
          const reason = `${MAX_GENERATION_LEASES} judge runners took the test generation and went silent`;
          return [{ type: 'ProblemImportGenerationFailed', data: { job, task, reason } }];
        }
        const expiresAt = now + ttlMs;
        return [{ type: 'ProblemImportGenerationLeased', data: { job, task, leaseId, runner, expiresAt } }];
      }
      case 'RenewGeneration': {
        const current = heldBy(state, command.task, command.leaseId);
        if (current.state !== 'waiting') fail('conflict', 'The generation task has ended');
        const { task, leaseId } = command;
        return [
          {
            type: 'ProblemImportGenerationRenewed',
            data: { job, task, leaseId, expiresAt: command.now + command.ttlMs },
          },
        ];
      }
      case 'FinishGeneration': {
        const current = heldBy(state, command.task, command.leaseId);
        if (current.state !== 'waiting') fail('conflict', 'The generation task has ended');
        const got = command.tests.map((t) => t.test).join(',');
        if (got !== current.tests.join(','))
          fail('validation', `The generated tests must be ${current.tests.join(', ')} in order`);
        const { task, leaseId, tests } = command;
        return [{ type: 'ProblemImportTestsGenerated', data: { job, task, leaseId, tests } }];
      }
      case 'FailGeneration': {
        const current =
          command.leaseId === null
            ? state.generations[command.task]
            : heldBy(state, command.task, command.leaseId);
        if (current?.state !== 'waiting') fail('conflict', 'The generation task has ended');
        const reason = command.reason.slice(0, 4000);
        return [{ type: 'ProblemImportGenerationFailed', data: { job, task: command.task, reason } }];
      }
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};

/** The task, if `leaseId` is its current lease (a runner that lost it is refused: 409). */
function heldBy(state: ImportJob, task: number, leaseId: string): Generation {
  const current = state.generations[task];
  if (!current || current.leaseId !== leaseId) fail('conflict', 'The generation lease is gone');
  return current;
}
