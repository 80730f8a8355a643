import { type RemoteBankCode, SubmissionStatus, type SubmissionStatusCode } from '@oj/events';
import type { RemoteProblemReport } from '@oj/events/judge';
import { type RemoteAccount, type RemoteAdapter, RemoteError, type RemoteSession } from './adapter';
import type { Clock } from './clock';
import { withRetry } from './retry';
import { LocalSubmitGate, type SubmitGate } from './submitGate';

export interface RemoteJudgeOptions {
  adapters: ReadonlyMap<RemoteBankCode, RemoteAdapter>;
  clock: Clock;
  /** Tries per site call (login, submit, each poll) before giving up, with backoff from `retryBaseMs`. */
  attempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /**
   * Where submit slots are booked (a remote runner: the server's, shared by every runner); absent: this
   * process's own, with these intervals (the least time between two submits of one account, and of
   * anyone to one site).
   */
  gate?: SubmitGate;
  accountIntervalMs?: number;
  siteIntervalMs?: number;
  pollIntervalMs?: number;
  /** Polls before a run still judging on the site is given up (a system error, not a submit failure). */
  maxPolls?: number;
  onRetry?: (error: RemoteError, attempt: number, delayMs: number) => void;
}

export interface RemoteTask {
  bank: RemoteBankCode;
  problemId: string;
  language: string;
  code: string;
  /** The accounts the server gave for the bank; the gate picks the one free soonest. */
  accounts: readonly RemoteAccount[];
  /** The round's run on the site when an earlier runner submitted it: polled, never submitted again. */
  submitted?: SubmittedRun | null;
  /** An earlier runner's submit intent with no run on record: its run may be on the site already. */
  intent?: SubmitIntent | null;
}

export interface SubmittedRun {
  username: string;
  runId: string;
}

/** About to submit with `username`, whose newest run of the problem on the site is `before` (null: none). */
export interface SubmitIntent {
  username: string;
  before: string | null;
}

export interface RemoteHooks {
  /** The submit is about to go (status 9). */
  submitting(): void;
  /** About to submit (awaited, each try): a runner records it so a takeover looks on the site first. */
  intent?(intent: SubmitIntent): Promise<void>;
  /** The site took the code as `runId`: awaited before the first poll (a runner records it). */
  submitted?(run: SubmittedRun): Promise<void>;
  /** The submit with `username` failed for good (a submit failure): a runner records it for the usage page. */
  failed?(failure: { username: string; reason: string }): Promise<void>;
}

/** How a remote round ends: the site's verdict, or a submit failure (status 10), or a system error. */
export interface RemoteOutcome {
  status: SubmissionStatusCode;
  time: number;
  memory: number;
  errorMessage: string;
  /** For the admins: why it failed, or the site's run id. */
  note: string;
}

/**
 * Submits a task to its site and waits for the verdict: an account by turns, logged in once and again when
 * its session ends, rate limits per account and per site, retries with backoff for the site's "too fast"
 * and for no answer, polls until the verdict. The site refusing, or staying unreachable after the retries,
 * is a submit failure (status 10, which the author may resubmit); a page the adapter cannot read any more
 * after the submit went in is a system error (resubmitting would submit twice).
 */
export class RemoteJudge {
  private readonly sessions = new Map<string, RemoteSession>();
  private readonly gate: SubmitGate;

  constructor(private readonly options: RemoteJudgeOptions) {
    this.gate =
      options.gate ??
      new LocalSubmitGate(options.clock, {
        accountIntervalMs: options.accountIntervalMs ?? 5000,
        siteIntervalMs: options.siteIntervalMs ?? 1000,
      });
  }

  async judge(task: RemoteTask, hooks: RemoteHooks, signal?: AbortSignal): Promise<RemoteOutcome> {
    const adapter = this.options.adapters.get(task.bank);
    if (!adapter) return failed(`No remote judge for ${task.bank} on this runner`);
    if (task.submitted) return this.resume(task, task.submitted, adapter, signal);
    if (task.intent && adapter.latestRun) {
      const found = await this.findIntendedRun(task, task.intent, adapter, signal);
      if ('outcome' in found) return found.outcome;
      if (found.run) {
        await hooks.submitted?.(found.run);
        return this.pollUntilDone(task, adapter, found.session, found.run.runId, signal);
      }
    }
    if (adapter.languages[task.language] === undefined)
      return failed(`${task.bank} has no language ${task.language}`);
    if (task.accounts.length === 0) return failed(`No ${task.bank} account is set up`);

    let runId: string;
    let session: RemoteSession;
    let account: RemoteAccount;
    let chosen: RemoteAccount | undefined;
    try {
      const slot = await this.gate.book(
        task.bank,
        task.accounts.map((a) => a.username),
        signal,
      );
      if (slot.waitMs > 0) await this.options.clock.sleep(slot.waitMs, signal);
      if (signal?.aborted) throw signal.reason;
      chosen = task.accounts.find((a) => a.username === slot.username);
      if (!chosen) return failed(`${task.bank}: the gate chose ${slot.username}, not one of the accounts`);
      account = chosen;
      const key = `${task.bank}:${account.username}`;
      hooks.submitting();
      ({ runId, session } = await this.retry(async () => {
        const current = await this.session(key, adapter, account);
        try {
          if (adapter.latestRun) {
            const before = await adapter.latestRun(current, task.bank, task.problemId);
            await hooks.intent?.({ username: account.username, before });
          }
          return {
            session: current,
            runId: await adapter.submit(current, task.bank, task.problemId, task.language, task.code),
          };
        } catch (error) {
          // A session the site ended: log in again once, then the retry decides.
          if (
            error instanceof RemoteError &&
            error.kind === 'login-refused' &&
            this.sessions.get(key) === current
          ) {
            this.sessions.delete(key);
            throw new RemoteError('unreachable', error.message);
          }
          throw error;
        }
      }, signal));
    } catch (error) {
      if (!(error instanceof RemoteError)) throw error;
      const note = `${task.bank}: ${error.message}`;
      if (chosen) await hooks.failed?.({ username: chosen.username, reason: note });
      return failed(note);
    }
    // Recorded before the first poll: a runner that takes the round over polls this run, never submits again.
    await hooks.submitted?.({ username: account.username, runId });
    return this.pollUntilDone(task, adapter, session, runId, signal);
  }

  /**
   * An admin's "import remote problem": the site's problem page through the bank's adapter (retried like
   * a submit), with the languages the adapter submits, or why it could not be read.
   */
  async fetchProblem(
    bank: RemoteBankCode,
    problemId: string,
    signal?: AbortSignal,
  ): Promise<RemoteProblemReport['result']> {
    const adapter = this.options.adapters.get(bank);
    if (!adapter)
      return { ok: false, kind: 'refused', message: `No remote judge for ${bank} on this runner` };
    try {
      const problem = await this.retry(() => adapter.fetchProblem(bank, problemId), signal);
      return {
        ok: true,
        problem: {
          ...problem,
          timeLimit: Math.round(problem.timeLimit),
          memoryLimit: Math.round(problem.memoryLimit),
        },
        languages: Object.keys(adapter.languages),
      };
    } catch (error) {
      if (!(error instanceof RemoteError)) throw error;
      return { ok: false, kind: error.kind, message: error.message.slice(0, 2000) };
    }
  }

  /**
   * A round an earlier runner meant to submit with `intent.username` and died before its run was on
   * record: the account's newest run of the problem, when newer than the one before the intent, is that
   * submit (`run`); none newer: not taken, submit it (`run` null). A listing that cannot be read ends the
   * round as a system error rather than risk a second submit.
   */
  private async findIntendedRun(
    task: RemoteTask,
    intent: SubmitIntent,
    adapter: RemoteAdapter,
    signal?: AbortSignal,
  ): Promise<{ run: SubmittedRun | null; session: RemoteSession } | { outcome: RemoteOutcome }> {
    const account = task.accounts.find((a) => a.username === intent.username);
    const unsure = (why: string) => ({
      outcome: systemError(
        `${task.bank}: could not tell whether ${intent.username}'s submit went in (${why})`,
      ),
    });
    if (!account) return unsure(`the account ${intent.username} is no longer set up`);
    try {
      const session = await this.retry(
        () => this.session(`${task.bank}:${account.username}`, adapter, account),
        signal,
      );
      const latest = await this.retry(
        async () => (await adapter.latestRun?.(session, task.bank, task.problemId)) ?? null,
        signal,
      );
      const run =
        latest !== null && latest !== intent.before ? { username: account.username, runId: latest } : null;
      return { run, session };
    } catch (error) {
      if (!(error instanceof RemoteError)) throw error;
      return unsure(error.message);
    }
  }

  /** Polls the run an earlier runner submitted (it died before the verdict): signed in as its account. */
  private async resume(
    task: RemoteTask,
    run: SubmittedRun,
    adapter: RemoteAdapter,
    signal?: AbortSignal,
  ): Promise<RemoteOutcome> {
    const account = task.accounts.find((a) => a.username === run.username);
    // Never a submit failure: the code is on the site, so a resubmit would submit it twice.
    if (!account)
      return systemError(`${task.bank} run ${run.runId}: the account ${run.username} is no longer set up`);
    let session: RemoteSession;
    try {
      session = await this.retry(
        () => this.session(`${task.bank}:${account.username}`, adapter, account),
        signal,
      );
    } catch (error) {
      if (!(error instanceof RemoteError)) throw error;
      return systemError(`${task.bank} run ${run.runId}: ${error.message}`);
    }
    return this.pollUntilDone(task, adapter, session, run.runId, signal);
  }

  private async pollUntilDone(
    task: RemoteTask,
    adapter: RemoteAdapter,
    session: RemoteSession,
    runId: string,
    signal?: AbortSignal,
  ): Promise<RemoteOutcome> {
    const polls = this.options.maxPolls ?? 120;
    for (let poll = 0; poll < polls; poll += 1) {
      await this.options.clock.sleep(this.options.pollIntervalMs ?? 2000, signal);
      if (signal?.aborted) throw signal.reason;
      let verdict: Awaited<ReturnType<RemoteAdapter['poll']>>;
      try {
        verdict = await this.retry(() => adapter.poll(session, task.bank, task.problemId, runId), signal);
      } catch (error) {
        if (!(error instanceof RemoteError)) throw error;
        return systemError(`${task.bank} run ${runId}: ${error.message}`);
      }
      if (verdict.done) {
        return {
          status: verdict.status,
          time: Math.round(verdict.time),
          memory: Math.round(verdict.memory),
          errorMessage: verdict.message ?? '',
          note: `${task.bank} run ${runId}: ${verdict.siteStatus}`,
        };
      }
    }
    return systemError(`${task.bank} run ${runId} was still judging after ${polls} polls`);
  }

  private async session(key: string, adapter: RemoteAdapter, account: RemoteAccount): Promise<RemoteSession> {
    const known = this.sessions.get(key);
    if (known) return known;
    // Not retried here: the submit's retry around it is the one retry.
    const made = await adapter.login(account);
    this.sessions.set(key, made);
    return made;
  }

  private retry<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return withRetry(call, {
      clock: this.options.clock,
      attempts: this.options.attempts ?? 4,
      baseDelayMs: this.options.retryBaseMs ?? 2000,
      maxDelayMs: this.options.retryMaxMs ?? 30_000,
      signal,
      onRetry: this.options.onRetry,
    });
  }
}

function failed(note: string): RemoteOutcome {
  return { status: SubmissionStatus.submitFailed, time: 0, memory: 0, errorMessage: '', note };
}

function systemError(note: string): RemoteOutcome {
  return { status: SubmissionStatus.systemError, time: 0, memory: 0, errorMessage: '', note };
}
