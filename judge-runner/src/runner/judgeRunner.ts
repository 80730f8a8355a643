import { loadavg } from 'node:os';
import { programTextFromString, SubmissionStatus } from '@oj/events';
import type { GenerationTask, ProgressRequest, SubmissionTask, TestRunTask } from '@oj/events/judge';
import type { Logger } from 'pino';
import { generateTests } from '../generation/generateTests';
import { judgeSubmission } from '../judging/judgeSubmission';
import { runTest } from '../judging/runTest';
import type { CaseVerdict } from '../judging/types';
import { missingLanguages } from '../languages/languageProbe';
import type { SandboxPool } from '../sandbox/sandboxPool';
import { CaseReporter, type ReportPacing, realPacing } from './caseReporter';
import { type JudgeClient, JudgeTokenRefused, LeaseLost, ReportRefused } from './judgeClient';
import type { TestDataCache } from './testDataCache';

export interface JudgeRunnerOptions {
  client: JudgeClient;
  pool: SandboxPool;
  cache: TestDataCache;
  workDir: string;
  log: Logger;
  /** Submissions judged at once; each runs its cases one after another in the pool. */
  concurrency: number;
  /** How long one lease request may wait at the server for work. */
  leaseWaitMs?: number;
  heartbeatMs?: number;
  version?: string;
  /** How case reports, and a round's 'judging', are spaced (default: `REPORT_SPACING_MS` on the real clock). */
  reportPacing?: ReportPacing;
  /**
   * The server refused the judge token (401). The runner has stopped leasing by then; the process
   * should exit non-zero so that its supervisor restarts it with the current token.
   */
  onTokenRefused?: (error: JudgeTokenRefused) => void;
}

const RETRY_MS = 2000;
/** The wire's limit on a verdict's systemError (10,000), with room to spare. */
const SYSTEM_ERROR_CHARS = 8000;

/**
 * A judge runner: `concurrency` loops that each lease a round (or a test run) from the server, judge it
 * in the sandbox and report it, renewing the lease while they work. A report refused because the lease
 * is gone (the runner was presumed dead and another took over, or a rejudge started) abandons the round
 * quietly: the round's holder reports it. A report refused for its content (the server cannot store it)
 * ends the round at once as SE, so one bad submission never waits out three leases.
 */
export class JudgeRunner {
  private readonly stopping = new AbortController();
  private busy = 0;
  private loops: Promise<void>[] = [];
  private heartbeat: NodeJS.Timeout | undefined;
  /** The languages it cannot run, as last probed (undefined until the server has listed them). */
  private missing: string[] | undefined;
  /** Submission folders still being removed (after their verdict went: the removal is off its path). */
  private readonly removals = new Set<Promise<void>>();

  constructor(private readonly options: JudgeRunnerOptions) {}

  start(): void {
    const { concurrency, heartbeatMs = 30_000 } = this.options;
    this.loops = Array.from({ length: concurrency }, () => this.loop());
    void this.report('online');
    this.heartbeat = setInterval(() => void this.report('online'), heartbeatMs);
  }

  /** Stops leasing, lets the rounds in progress finish, then says so to the server. */
  async stop(): Promise<void> {
    this.stopping.abort();
    clearInterval(this.heartbeat);
    await Promise.all(this.loops);
    await Promise.all(this.removals);
    await this.report('offline');
  }

  private async loop(): Promise<void> {
    const { client, log, leaseWaitMs = 20_000 } = this.options;
    while (!this.stopping.signal.aborted) {
      try {
        const task = await client.lease(leaseWaitMs, this.stopping.signal);
        if (!task) continue;
        this.busy += 1;
        try {
          if (task.kind === 'submission') await this.judge(task);
          else if (task.kind === 'test') await this.testRun(task);
          else if (task.kind === 'generate') await this.generate(task);
          else log.warn({ kind: task.kind }, 'a remote task leased to a local runner: left to its lease');
        } finally {
          this.busy -= 1;
        }
      } catch (error) {
        if (error instanceof JudgeTokenRefused) this.tokenRefused(error);
        if (this.stopping.signal.aborted) return;
        log.warn({ err: error }, 'judge loop: retrying');
        await sleep(RETRY_MS, this.stopping.signal);
      }
    }
  }

  private async judge(task: SubmissionTask): Promise<void> {
    const { client, pool, cache, workDir, log } = this.options;
    const lease = { submitId: task.submitId, round: task.round, leaseId: task.leaseId };
    const lost = new AbortController();
    const renew = setInterval(() => {
      client.renew(lease).catch((error: unknown) => {
        if (error instanceof LeaseLost) lost.abort(error);
        else if (error instanceof JudgeTokenRefused) this.tokenRefused(error);
        else log.warn({ err: error, submitId: task.submitId }, 'lease renewal failed');
      });
    }, task.leaseTtlMs / 3);
    const report = (call: () => Promise<unknown>) =>
      call().catch((error: unknown) => {
        if (error instanceof LeaseLost || error instanceof ReportRefused) lost.abort(error);
        throw error;
      });
    // Cases are reported while the next ones run; the verdict carries those still unsent.
    const cases = new CaseReporter(
      (batch) => client.judgedCases(lease, batch),
      (error) => {
        if (error instanceof LeaseLost || error instanceof ReportRefused) lost.abort(error);
        else lost.abort(new CaseReportFailed(error));
      },
      this.options.reportPacing,
    );
    // Progress reports go while judging goes on; the verdict waits for them (they are long done by then,
    // unless the server is slow), so a round's 'judging' never lands after its verdict.
    const progress: Promise<unknown>[] = [];
    const progressed = (status: ProgressRequest['status']) =>
      void progress.push(report(() => client.progress(lease, status)).catch(() => undefined));
    // 'Judging' goes out once the cases have run for a report spacing, as case reports do: a round whose
    // cases end sooner (most A+B rounds) goes from Compiling to its verdict, and its cases no longer share the
    // cores with a report's request, append, projections and push that nobody could have seen for long.
    const judged = new AbortController();
    const pacing = this.options.reportPacing ?? realPacing;
    const judgingShown = () =>
      void pacing.pause(pacing.spacingMs, judged.signal).then(() => {
        if (!judged.signal.aborted) progressed(SubmissionStatus.judging);
      });
    try {
      const verdict = await judgeSubmission(
        pool,
        task,
        cache,
        {
          compiling: task.compilingShown ? undefined : () => progressed(SubmissionStatus.compiling),
          judging: judgingShown,
          caseJudged: (c) => cases.add(judgedCase(c)),
        },
        { workDir, signal: lost.signal, removing: (removal) => this.removing(removal) },
      );
      judged.abort();
      const unsent = await cases.drain();
      await Promise.all(progress);
      await report(() =>
        client.verdict({
          ...lease,
          cases: unsent,
          status: verdict.status,
          score: verdict.score,
          time: Math.round(verdict.time),
          memory: Math.round(verdict.memory),
          errorMessage: verdict.errorMessage,
          systemError:
            verdict.systemError === null
              ? null
              : programTextFromString(verdict.systemError.slice(0, SYSTEM_ERROR_CHARS)),
        }),
      );
      log.info({ submitId: task.submitId, status: verdict.status }, 'judged');
    } catch (error) {
      if (!lost.signal.aborted) throw error;
      const reason: unknown = lost.signal.reason;
      // A case report that failed for the network or the server: the round is left to its lease, as before.
      if (reason instanceof CaseReportFailed) throw reason.cause;
      if (reason instanceof ReportRefused) await this.endRefusedRound(lease, reason);
      else log.info({ submitId: task.submitId, reason: String(reason) }, 'lease lost: round abandoned');
    } finally {
      judged.abort();
      clearInterval(renew);
    }
  }

  /** Keeps a submission folder's removal until it ends (stop waits for it); a failure is logged. */
  private removing(removal: Promise<void>): void {
    const kept = removal
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'removing a submission folder failed'))
      .finally(() => this.removals.delete(kept));
    this.removals.add(kept);
  }

  /** Ends a round whose report the server refused as SE, saying why; 409: the server has ended it already. */
  private async endRefusedRound(lease: LeaseRef, refusal: ReportRefused): Promise<void> {
    const { client, log } = this.options;
    log.warn({ submitId: lease.submitId, err: refusal }, 'report refused: ending the round as SE');
    const systemError = `the server refused the judge's report: ${refusal.message}`;
    await client
      .verdict({
        ...lease,
        cases: [],
        status: SubmissionStatus.systemError,
        score: null,
        time: 0,
        memory: 0,
        errorMessage: '',
        systemError,
      })
      .catch((error: unknown) => {
        if (!(error instanceof LeaseLost))
          log.warn({ err: error, ...lease }, 'ending a refused round failed');
      });
  }

  private async testRun(task: TestRunTask): Promise<void> {
    const { client, pool, workDir } = this.options;
    const result = await runTest(pool, task, { workDir });
    await client.testResult({ key: task.key, ...result });
  }

  /**
   * Generates an import's tests under the task's lease, renewed at a third of it; a lease lost (409)
   * abandons the task (another runner has it). The result, or why it failed, ends the task.
   */
  private async generate(task: GenerationTask): Promise<void> {
    const { client, pool, cache, workDir, log } = this.options;
    const lease = { job: task.job, task: task.task, leaseId: task.leaseId };
    const lost = new AbortController();
    const renew = setInterval(() => {
      client.renewGeneration(lease).catch((error: unknown) => {
        if (error instanceof LeaseLost) lost.abort(error);
        else if (error instanceof JudgeTokenRefused) this.tokenRefused(error);
        else log.warn({ err: error, ...lease }, 'generation lease renewal failed');
      });
    }, task.leaseTtlMs / 3);
    try {
      const outcome = await generateTests(
        pool,
        task,
        { file: (hash) => cache.file(hash), upload: (file) => client.uploadGenerated(lease, file) },
        { workDir, signal: lost.signal },
      );
      await client.generationResult(
        outcome.ok ? { ...lease, tests: outcome.tests } : { ...lease, failure: outcome.failure },
      );
      log.info({ ...lease, ok: outcome.ok }, 'tests generated');
    } catch (error) {
      if (!(error instanceof LeaseLost) && !lost.signal.aborted) throw error;
      log.info({ ...lease }, 'generation lease lost: task abandoned');
    } finally {
      clearInterval(renew);
    }
  }

  /** No call will be taken with this token again: stop leasing at once (never a loop of 401s). */
  private tokenRefused(error: JudgeTokenRefused): void {
    if (this.stopping.signal.aborted) return;
    this.stopping.abort();
    clearInterval(this.heartbeat);
    this.options.onTokenRefused?.(error);
  }

  /**
   * A heartbeat, with the languages this machine cannot run, probed from the last reply's language list.
   * When that changed (the first reply, an admin's edit, a compiler installed), it says so at once rather
   * than a heartbeat later.
   */
  private async report(state: 'online' | 'offline'): Promise<void> {
    const { client, concurrency, version = '1', log } = this.options;
    const beat = () =>
      client.heartbeat({
        slots: concurrency,
        busy: this.busy,
        load: loadavg()[0] ?? 0,
        version,
        state,
        missingLanguages: this.missing,
      });
    try {
      const languages = await beat();
      if (state === 'offline' || !languages) return;
      const missing = await missingLanguages(languages);
      if (missing.join('\n') === this.missing?.join('\n')) return;
      this.missing = missing;
      await beat();
    } catch (error) {
      if (error instanceof JudgeTokenRefused) this.tokenRefused(error);
      else log.warn({ err: error }, 'heartbeat failed');
    }
  }
}

type LeaseRef = { submitId: number; round: number; leaseId: string };

/** A case report failed for something other than the lease or its content (network, server error). */
class CaseReportFailed extends Error {
  constructor(override readonly cause: unknown) {
    super(`a case report failed: ${String(cause)}`);
    this.name = 'CaseReportFailed';
  }
}

function judgedCase(c: CaseVerdict) {
  return {
    seq: c.seq,
    inputName: c.inputName,
    outputName: c.outputName,
    groupNum: c.groupNum,
    status: c.status,
    time: Math.round(c.time),
    memory: Math.round(c.memory),
    score: c.score,
    // Judging keeps a few hundred bytes of each (CASE_OUTPUT_BYTES, CASE_MESSAGE_BYTES).
    userOutput: c.userOutput,
    message: c.message,
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
