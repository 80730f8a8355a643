import {
  type Decider,
  fail,
  isOpenStatus,
  type JudgedCase,
  type ProductEvent,
  type RemoteBankCode,
  SubmissionStatus,
} from '@oj/events';

const { pending, compiling, judging, submitting, submitFailed, cancelled, compileError } = SubmissionStatus;

/** Being compiled or judged, or a compile error: not a verdict an admin may set or cancel by hand. */
const busyOrUncompiled = (status: number) =>
  status === compiling || status === judging || status === submitting || status === compileError;

export interface Lease {
  leaseId: string;
  runner: string;
  expiresAt: number;
}

export type SubmissionState =
  | { exists: false }
  | {
      exists: true;
      uid: string;
      status: number;
      round: number;
      lease: Lease | null;
      /** Leases taken in this round: a round that keeps losing its runners is a poison pill. */
      leases: number;
      share: boolean;
      /** The site's run of this round, once a remote runner's submit went in (a takeover polls it). */
      remoteRun: RemoteRun | null;
      /** The round's last submit intent (a takeover with no run looks for it on the site first). */
      remoteIntent: RemoteIntent | null;
    };

export interface RemoteIntent {
  username: string;
  /** The account's newest run of the problem before the submit (null: none). */
  before: string | null;
}

export interface RemoteRun {
  username: string;
  runId: string;
}

interface LeaseCommand {
  round: number;
  leaseId: string;
}

export type SubmissionCommand =
  | {
      type: 'Submit';
      data: Extract<ProductEvent, { type: 'SubmissionCreated' }>['data'];
    }
  | {
      type: 'TakeLease';
      round: number;
      leaseId: string;
      runner: string;
      now: number;
      ttlMs: number;
      /** The runner compiles as soon as it has the lease (a local round): it shows Compiling from the lease. */
      compiles?: boolean;
    }
  | ({ type: 'RenewLease'; now: number; ttlMs: number } & LeaseCommand)
  | ({ type: 'ReportProgress'; status: typeof compiling | typeof judging | typeof submitting } & LeaseCommand)
  | ({ type: 'ReportCases'; cases: readonly JudgedCase[] } & LeaseCommand)
  | ({ type: 'RecordRemoteRun'; bank: RemoteBankCode } & RemoteRun & LeaseCommand)
  | ({ type: 'RecordRemoteIntent'; bank: RemoteBankCode } & RemoteIntent & LeaseCommand)
  | ({ type: 'RecordRemoteFailure'; bank: RemoteBankCode; username: string; reason: string } & LeaseCommand)
  | ({
      type: 'ReportVerdict';
      /** Cases judged since the last report: stored with the verdict, before it. */
      cases?: readonly JudgedCase[];
      verdict: Omit<Extract<ProductEvent, { type: 'SubmissionJudged' }>['data'], 'round' | 'leaseId'>;
    } & LeaseCommand)
  | { type: 'Rejudge' }
  /** Spec 01 section 7: a remote submission that failed to submit goes back in the queue, in a new round. */
  | { type: 'Resubmit' }
  | { type: 'ManualJudge'; status: number; score: number | null }
  | { type: 'CancelJudge' }
  | { type: 'Share'; uid: string; share: boolean }
  | { type: 'DownloadWrongCase'; uid: string; seq: number };

export const submissionStreamId = (submitId: number) => `submission-${submitId}`;

/**
 * A submission and its judging rounds. The lease rules make judging safe with several runners: only an
 * open round can be leased, a held lease only once it has expired, and reports count only from the
 * current lease's holder of the current round, so a runner that was presumed dead cannot add a second
 * verdict, and a rejudge makes the old round's late reports void.
 */
export const submissionDecider: Decider<SubmissionCommand, ProductEvent, SubmissionState> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'SubmissionCreated') {
      return {
        exists: true,
        uid: event.data.uid,
        status: pending,
        round: 1,
        lease: null,
        leases: 0,
        share: false,
        remoteRun: null,
        remoteIntent: null,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'JudgeLeaseTaken':
        return { ...state, lease: { ...event.data }, leases: state.leases + 1 };
      case 'JudgeLeaseRenewed':
        return state.lease ? { ...state, lease: { ...state.lease, expiresAt: event.data.expiresAt } } : state;
      case 'SubmissionJudgeProgressed':
        return { ...state, status: event.data.status };
      case 'RemoteSubmitStarted':
        return { ...state, remoteIntent: { username: event.data.username, before: event.data.before } };
      case 'RemoteRunSubmitted':
        return { ...state, remoteRun: { username: event.data.username, runId: event.data.runId } };
      case 'SubmissionJudged':
      case 'SubmissionManuallyJudged':
        return { ...state, status: event.data.status, lease: null };
      case 'SubmissionRejudged':
        return {
          ...state,
          status: pending,
          round: event.data.round,
          lease: null,
          leases: 0,
          remoteRun: null,
          remoteIntent: null,
        };
      case 'SubmissionJudgeCancelled':
        return { ...state, status: cancelled, lease: null };
      case 'SubmissionShareChanged':
        return { ...state, share: event.data.share };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'Submit') {
      if (state.exists) fail('conflict', 'The submission already exists');
      return [{ type: 'SubmissionCreated', data: command.data }];
    }
    if (!state.exists) fail('not_found', 'The submission does not exist');
    switch (command.type) {
      case 'TakeLease':
        return takeLease(command, state);
      case 'RenewLease':
        holder(command, state);
        return [
          {
            type: 'JudgeLeaseRenewed',
            data: { round: command.round, leaseId: command.leaseId, expiresAt: command.now + command.ttlMs },
          },
        ];
      case 'ReportProgress':
        holder(command, state);
        return state.status === command.status
          ? []
          : [
              {
                type: 'SubmissionJudgeProgressed',
                data: { round: command.round, leaseId: command.leaseId, status: command.status },
              },
            ];
      case 'ReportCases':
        holder(command, state);
        return caseEvents(command);
      case 'RecordRemoteRun': {
        holder(command, state);
        // One run per round: a second submit would be the double submit this event exists to prevent.
        if (state.remoteRun && state.remoteRun.runId !== command.runId)
          fail('conflict', `This round was submitted already as run ${state.remoteRun.runId}`);
        if (state.remoteRun) return [];
        const { round, leaseId, bank, username, runId } = command;
        return [{ type: 'RemoteRunSubmitted', data: { round, leaseId, bank, username, runId } }];
      }
      case 'RecordRemoteIntent': {
        holder(command, state);
        // A round with a run on the site is never submitted again.
        if (state.remoteRun)
          fail('conflict', `This round was submitted already as run ${state.remoteRun.runId}`);
        const { round, leaseId, bank, username, before } = command;
        return [{ type: 'RemoteSubmitStarted', data: { round, leaseId, bank, username, before } }];
      }
      case 'RecordRemoteFailure': {
        holder(command, state);
        const { round, leaseId, bank, username, reason } = command;
        return [
          {
            type: 'RemoteSubmitFailed',
            data: { round, leaseId, bank, username, reason: reason.slice(0, 2000) },
          },
        ];
      }
      case 'ReportVerdict':
        holder(command, state);
        return [
          ...caseEvents(command),
          {
            type: 'SubmissionJudged',
            data: { round: command.round, leaseId: command.leaseId, ...command.verdict },
          },
        ];
      case 'Rejudge':
        return [{ type: 'SubmissionRejudged', data: { round: state.round + 1 } }];
      case 'Resubmit':
        if (state.status !== submitFailed)
          fail('conflict', 'Only a submission that failed to submit can be resubmitted');
        return [{ type: 'SubmissionRejudged', data: { round: state.round + 1 } }];
      case 'ManualJudge':
        if (busyOrUncompiled(state.status)) {
          fail('conflict', 'A submission being judged or with a compile error cannot be judged by hand');
        }
        return [{ type: 'SubmissionManuallyJudged', data: { status: command.status, score: command.score } }];
      case 'CancelJudge':
        if (busyOrUncompiled(state.status)) {
          fail('conflict', 'A submission being judged or with a compile error cannot be cancelled');
        }
        return state.status === cancelled ? [] : [{ type: 'SubmissionJudgeCancelled', data: {} }];
      case 'DownloadWrongCase':
        if (command.uid !== state.uid) fail('forbidden', 'Only the author may download the wrong case');
        return [{ type: 'SubmissionWrongCaseDownloaded', data: { uid: command.uid, seq: command.seq } }];
      case 'Share':
        if (command.uid !== state.uid) fail('forbidden', 'Only the author may share a submission');
        return state.share === command.share
          ? []
          : [{ type: 'SubmissionShareChanged', data: { share: command.share } }];
    }
  },
};

function takeLease(
  command: Extract<SubmissionCommand, { type: 'TakeLease' }>,
  state: Extract<SubmissionState, { exists: true }>,
): ProductEvent[] {
  if (!isOpenStatus(state.status) || command.round !== state.round) {
    fail('conflict', 'The submission is not waiting for a judge');
  }
  if (state.lease && state.lease.expiresAt > command.now) {
    fail('conflict', 'Another judge holds the submission');
  }
  const taken: ProductEvent = {
    type: 'JudgeLeaseTaken',
    data: {
      round: command.round,
      leaseId: command.leaseId,
      runner: command.runner,
      expiresAt: command.now + command.ttlMs,
      replaces: state.lease?.leaseId ?? null,
    },
  };
  // In the lease's append, not a report of the runner's: one HTTP call, append and projection fewer per
  // round, on the cores the compile needs.
  if (!command.compiles || state.status === compiling) return [taken];
  return [
    taken,
    {
      type: 'SubmissionJudgeProgressed',
      data: { round: command.round, leaseId: command.leaseId, status: compiling },
    },
  ];
}

/** One SubmissionCaseJudged per reported case, in the order judged. */
function caseEvents(command: LeaseCommand & { cases?: readonly JudgedCase[] }): ProductEvent[] {
  return (command.cases ?? []).map((judged) => ({
    type: 'SubmissionCaseJudged',
    data: { round: command.round, leaseId: command.leaseId, case: judged },
  }));
}

/** Reports count only from the current lease of the current, still open round. */
function holder(command: LeaseCommand, state: Extract<SubmissionState, { exists: true }>): void {
  if (
    command.round !== state.round ||
    state.lease?.leaseId !== command.leaseId ||
    !isOpenStatus(state.status)
  ) {
    fail('conflict', 'The judge lease is no longer valid');
  }
}
