import { type RemoteBankCode, SubmissionStatus, type SubmissionStatusCode } from '@oj/events';
import { type RemoteAccount, type RemoteAdapter, RemoteError, type RemoteSession } from './adapter';
import type { Clock } from './clock';
import { RateLimiter, withRetry } from './retry';

export interface RemoteJudgeOptions {
  adapters: ReadonlyMap<RemoteBankCode, RemoteAdapter>;
  clock: Clock;
  /** Tries per site call (login, submit, each poll) before giving up, with backoff from `retryBaseMs`. */
  attempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** The least time between two submits of one account, and of anyone to one site. */
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
  /** The accounts the server gave for the bank; the runner takes the one used least recently. */
  accounts: readonly RemoteAccount[];
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
  private readonly lastUsed = new Map<string, number>();
  private readonly limiter: RateLimiter;
  private readonly siteLimiter: RateLimiter;

  constructor(private readonly options: RemoteJudgeOptions) {
    this.limiter = new RateLimiter(options.clock, options.accountIntervalMs ?? 5000);
    this.siteLimiter = new RateLimiter(options.clock, options.siteIntervalMs ?? 1000);
  }

  async judge(task: RemoteTask, hooks: { submitting(): void }, signal?: AbortSignal): Promise<RemoteOutcome> {
    const adapter = this.options.adapters.get(task.bank);
    if (!adapter) return failed(`No remote judge for ${task.bank} on this runner`);
    if (adapter.languages[task.language] === undefined)
      return failed(`${task.bank} has no language ${task.language}`);
    const account = this.pickAccount(task.bank, task.accounts);
    if (!account) return failed(`No ${task.bank} account is set up`);
    const key = `${task.bank}:${account.username}`;

    let runId: string;
    let session: RemoteSession;
    try {
      await this.siteLimiter.take(task.bank, signal);
      await this.limiter.take(key, signal);
      hooks.submitting();
      ({ runId, session } = await this.retry(async () => {
        const current = await this.session(key, adapter, account);
        try {
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
      return failed(`${task.bank}: ${error.message}`);
    }

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

  /** The account of the bank used least recently (the pool shares the site's per-account limits). */
  private pickAccount(bank: RemoteBankCode, accounts: readonly RemoteAccount[]): RemoteAccount | undefined {
    let best: RemoteAccount | undefined;
    let bestAt = Number.POSITIVE_INFINITY;
    for (const account of accounts) {
      const at = this.lastUsed.get(`${bank}:${account.username}`) ?? Number.NEGATIVE_INFINITY;
      if (at < bestAt) {
        best = account;
        bestAt = at;
      }
    }
    if (best) this.lastUsed.set(`${bank}:${best.username}`, this.options.clock.now());
    return best;
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
