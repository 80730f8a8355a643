import {
  type Decider,
  fail,
  type ImportReportItem,
  type ProductEvent,
  problemImportStream,
  type RemoteProblemRef,
} from '@oj/events';
import type { ImportJobPhase, ImportJobState, ImportMode } from '@oj/events/vocabulary';

export { problemImportStream };

export type ImportJobCommand =
  | {
      type: 'QueueImport';
      job: number;
      uid: string;
      mode: ImportMode;
      files: { name: string; size: number }[];
      remote?: RemoteProblemRef;
    }
  | { type: 'TakeFetchLease'; leaseId: string; runner: string; now: number; ttlMs: number }
  | {
      type: 'ReportProgress';
      phase: ImportJobPhase;
      done: number;
      total: number;
      file: string;
      casesDone?: number;
      cases?: number;
    }
  /** A remote fetch's end comes from the runner holding its lease (`leaseId`), no one else. */
  | { type: 'FinishImport'; imported: number; items: ImportReportItem[]; leaseId?: string }
  | { type: 'FailImport'; reason: string; leaseId?: string };

export interface ImportJob {
  job: number | null;
  mode: ImportMode;
  state: ImportJobState;
  /** A remote problem's fetch, leased to a remote runner (null: a batch import the server runs). */
  remote: RemoteProblemRef | null;
  lease: { leaseId: string; expiresAt: number } | null;
}

/**
 * One background import, stream `problem-import-<job>`: queued once, then progress while it runs, then
 * finished with its report or failed; nothing after the end.
 */
export const importJobDecider: Decider<ImportJobCommand, ProductEvent, ImportJob> = {
  initialState: () => ({ job: null, mode: 'all', state: 'queued', remote: null, lease: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'ProblemImportQueued':
        return {
          job: event.data.job,
          mode: event.data.mode,
          state: 'queued',
          remote: event.data.remote ?? null,
          lease: null,
        };
      case 'RemoteProblemFetchLeased':
        return { ...state, lease: { leaseId: event.data.leaseId, expiresAt: event.data.expiresAt } };
      case 'ProblemImportProgressed':
        return { ...state, state: 'running' };
      case 'ProblemImportFinished':
        return { ...state, state: 'done' };
      case 'ProblemImportFailed':
        return { ...state, state: 'failed' };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'QueueImport') {
      if (state.job !== null) fail('conflict', 'This import job number is taken');
      const { job, uid, mode, files, remote } = command;
      return [
        { type: 'ProblemImportQueued', data: { job, uid, mode, files, ...(remote ? { remote } : {}) } },
      ];
    }
    const job = state.job;
    if (job === null) fail('not_found', 'No such import job');
    if (state.state === 'done' || state.state === 'failed') fail('conflict', 'This import job has ended');
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
        const { leaseId, runner } = command;
        return [
          {
            type: 'RemoteProblemFetchLeased',
            data: { job, leaseId, runner, expiresAt: command.now + command.ttlMs },
          },
        ];
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
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
