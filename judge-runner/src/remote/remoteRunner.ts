import { programTextFromString, type RemoteBankCode, SubmissionStatus } from '@oj/events';
import type { RemoteProblemTask, RemoteSubmissionTask } from '@oj/events/judge';
import type { Logger } from 'pino';
import { type JudgeClient, JudgeTokenRefused, LeaseLost } from '../runner/judgeClient';
import { realClock } from './clock';
import type { RemoteJudge } from './remoteJudge';

export { ServerSubmitGate } from './serverSubmitGate';

export interface RemoteRunnerOptions {
  client: JudgeClient;
  judge: RemoteJudge;
  /** The banks this runner has adapters for: it leases their rounds only. */
  banks: readonly RemoteBankCode[];
  log: Logger;
  /** Rounds handled at once (each mostly waits on its site). */
  concurrency: number;
  leaseWaitMs?: number;
  heartbeatMs?: number;
  onTokenRefused?: (error: JudgeTokenRefused) => void;
}

/** What the author reads of a submit failure; the admins read the reason in the round's system error. */
export const SUBMIT_FAILED_MESSAGE =
  'Submit failed: the remote judge refused the submission or could not be reached. You may resubmit it.';

/**
 * A remote runner: a judge runner kind that leases rounds of remote problems the way a local runner leases
 * ours (same lease, renewal and fail-over), says 9 "submitting", has the RemoteJudge submit and poll the
 * site, and reports the site's verdict as an ordinary verdict, so boards, rank lists and pushes see no
 * difference. It has no sandbox and runs no test runs.
 */
export class RemoteRunner {
  private readonly stopping = new AbortController();
  private loops: Promise<void>[] = [];
  private heartbeat: NodeJS.Timeout | undefined;
  private busy = 0;

  constructor(private readonly options: RemoteRunnerOptions) {}

  start(): void {
    this.loops = Array.from({ length: this.options.concurrency }, () => this.loop());
    void this.report('online');
    this.heartbeat = setInterval(() => void this.report('online'), this.options.heartbeatMs ?? 30_000);
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    clearInterval(this.heartbeat);
    await Promise.all(this.loops);
    await this.report('offline');
  }

  private async loop(): Promise<void> {
    const { client, log, banks, leaseWaitMs = 20_000 } = this.options;
    while (!this.stopping.signal.aborted) {
      try {
        const task = await client.lease(leaseWaitMs, this.stopping.signal, { kind: 'remote', banks });
        if (!task) continue;
        if (task.kind !== 'remote' && task.kind !== 'remote-problem') {
          log.warn({ kind: task.kind }, 'a local task leased to a remote runner: left to its lease');
          continue;
        }
        this.busy += 1;
        try {
          if (task.kind === 'remote') await this.submit(task);
          else await this.fetchProblem(task);
        } finally {
          this.busy -= 1;
        }
      } catch (error) {
        if (error instanceof JudgeTokenRefused) this.tokenRefused(error);
        if (this.stopping.signal.aborted) return;
        log.warn({ err: error }, 'remote loop: retrying');
        await realClock.sleep(2000, this.stopping.signal);
      }
    }
  }

  private async submit(task: RemoteSubmissionTask): Promise<void> {
    const { client, judge, log } = this.options;
    const lease = { submitId: task.submitId, round: task.round, leaseId: task.leaseId };
    const lost = new AbortController();
    const renew = setInterval(() => {
      client.renew(lease).catch((error: unknown) => {
        if (error instanceof LeaseLost) lost.abort(error);
        else log.warn({ err: error, submitId: task.submitId }, 'lease renewal failed');
      });
    }, task.leaseTtlMs / 3);
    try {
      // Sites take text forms: code that is not valid UTF-8 (or holds NUL) goes as UTF-8 with U+FFFD for
      // the bytes it cannot say, which the site then judges as it judges such text.
      const code =
        typeof task.code === 'string' ? task.code : Buffer.from(task.code.base64, 'base64').toString('utf8');
      const outcome = await judge.judge(
        {
          bank: task.remote.bank,
          problemId: task.remote.problemId,
          language: task.language,
          code,
          accounts: task.accounts,
          submitted: task.submitted,
          intent: task.intent,
        },
        {
          submitting: () =>
            void client.progress(lease, SubmissionStatus.submitting).catch((error: unknown) => {
              if (error instanceof LeaseLost) lost.abort(error);
            }),
          // Awaited: the run is on record before the first poll, or this runner stops here (lease lost).
          // Bookkeeping for the accounts' usage: a failure to record it never holds the verdict back.
          failed: (failure) =>
            client.remoteFailure({ ...lease, bank: task.remote.bank, ...failure }).then(
              () => undefined,
              (error: unknown) => {
                if (error instanceof LeaseLost) throw error;
                log.warn({ err: error, submitId: task.submitId }, 'the submit failure was not recorded');
              },
            ),
          intent: (intent) =>
            client.remoteIntent({ ...lease, bank: task.remote.bank, ...intent }).then(() => undefined),
          submitted: (run) =>
            client.remoteRun({ ...lease, bank: task.remote.bank, ...run }).then(() => undefined),
        },
        lost.signal,
      );
      const failedOrBroken =
        outcome.status === SubmissionStatus.submitFailed || outcome.status === SubmissionStatus.systemError;
      await client.verdict({
        ...lease,
        cases: [],
        status: outcome.status,
        score: null,
        time: outcome.time,
        memory: outcome.memory,
        errorMessage:
          outcome.status === SubmissionStatus.submitFailed ? SUBMIT_FAILED_MESSAGE : outcome.errorMessage,
        systemError: failedOrBroken ? programTextFromString(outcome.note.slice(0, 8000)) : null,
      });
      log.info({ submitId: task.submitId, status: outcome.status, note: outcome.note }, 'remote judged');
    } catch (error) {
      if (error instanceof LeaseLost || lost.signal.aborted) {
        log.info({ submitId: task.submitId }, 'lease lost: remote round abandoned');
        return;
      }
      throw error;
    } finally {
      clearInterval(renew);
    }
  }

  /** An admin's "import remote problem": one page read, reported under the job's lease (not renewed). */
  private async fetchProblem(task: RemoteProblemTask): Promise<void> {
    const { client, judge, log } = this.options;
    const result = await judge.fetchProblem(task.remote.bank, task.remote.problemId, this.stopping.signal);
    try {
      await client.remoteProblem({ job: task.job, leaseId: task.leaseId, result });
      log.info({ job: task.job, ok: result.ok }, 'remote problem fetched');
    } catch (error) {
      if (!(error instanceof LeaseLost)) throw error;
      log.info({ job: task.job }, 'fetch lease lost: another runner reports it');
    }
  }

  private tokenRefused(error: JudgeTokenRefused): void {
    if (this.stopping.signal.aborted) return;
    this.stopping.abort();
    clearInterval(this.heartbeat);
    this.options.onTokenRefused?.(error);
  }

  private async report(state: 'online' | 'offline'): Promise<void> {
    const { client, concurrency, log, banks } = this.options;
    try {
      // No languages probed: a remote runner runs none here, and must not make any look available. Its
      // banks say which sites' fetch jobs someone will take.
      await client.heartbeat({
        slots: concurrency,
        busy: this.busy,
        load: 0,
        version: 'remote',
        state,
        banks: [...banks],
      });
    } catch (error) {
      if (error instanceof JudgeTokenRefused) this.tokenRefused(error);
      else log.warn({ err: error }, 'heartbeat failed');
    }
  }
}
