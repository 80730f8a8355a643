import {
  type Decider,
  fail,
  type ImportReportItem,
  type ProductEvent,
  problemImportStream,
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
    }
  | {
      type: 'ReportProgress';
      phase: ImportJobPhase;
      done: number;
      total: number;
      file: string;
      casesDone?: number;
      cases?: number;
    }
  | { type: 'FinishImport'; imported: number; items: ImportReportItem[] }
  | { type: 'FailImport'; reason: string };

export interface ImportJob {
  job: number | null;
  mode: ImportMode;
  state: ImportJobState;
}

/**
 * One background import, stream `problem-import-<job>`: queued once, then progress while it runs, then
 * finished with its report or failed; nothing after the end.
 */
export const importJobDecider: Decider<ImportJobCommand, ProductEvent, ImportJob> = {
  initialState: () => ({ job: null, mode: 'all', state: 'queued' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ProblemImportQueued':
        return { job: event.data.job, mode: event.data.mode, state: 'queued' };
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
      const { job, uid, mode, files } = command;
      return [{ type: 'ProblemImportQueued', data: { job, uid, mode, files } }];
    }
    const job = state.job;
    if (job === null) fail('not_found', 'No such import job');
    if (state.state === 'done' || state.state === 'failed') fail('conflict', 'This import job has ended');
    switch (command.type) {
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
