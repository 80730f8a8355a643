import type { RemoteBankCode, SubmissionStatusCode } from '@oj/events';

/** A site account the remote runner logs in with (from the admins' pool, decrypted by the server). */
export interface RemoteAccount {
  username: string;
  password: string;
}

/** What a site shows of one of its problems: enough to create our remote problem. */
export interface RemoteProblem {
  problemId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  /** ms */
  timeLimit: number;
  /** MB */
  memoryLimit: number;
  examples: { input: string; output: string }[];
}

/** A poll of a submission on the site: still on its way, or its verdict mapped to ours. */
export type RemoteVerdict =
  | { done: false; siteStatus: string }
  | {
      done: true;
      siteStatus: string;
      status: SubmissionStatusCode;
      /** ms */
      time: number;
      /** KB */
      memory: number;
      /** A compile error's message, when the site shows it. */
      message?: string;
    };

/** Logged-in state an adapter keeps between calls (cookies, tokens); opaque to the runner. */
export interface RemoteSession {
  account: RemoteAccount;
}

/**
 * One site. An adapter speaks the site's forms and pages and nothing more: the runner around it adds the
 * retries, the rate limits and the lease. Every failure is a `RemoteError` saying what kind it is.
 */
export interface RemoteAdapter {
  readonly banks: readonly RemoteBankCode[];
  /** Our language name -> the site's language value; a language missing here cannot be submitted there. */
  readonly languages: Readonly<Record<string, string>>;
  login(account: RemoteAccount): Promise<RemoteSession>;
  fetchProblem(bank: RemoteBankCode, problemId: string): Promise<RemoteProblem>;
  /** Submits and returns the site's run id of the new submission. */
  submit(
    session: RemoteSession,
    bank: RemoteBankCode,
    problemId: string,
    language: string,
    code: string,
  ): Promise<string>;
  poll(
    session: RemoteSession,
    bank: RemoteBankCode,
    problemId: string,
    runId: string,
  ): Promise<RemoteVerdict>;
  /**
   * The session's account's newest run of the problem on the site's status page (null: none listed).
   * Read before a submit and again by a runner taking over a round whose submit may have gone in
   * unrecorded. Absent: the site's listing is not read, and such a round is submitted again.
   */
  latestRun?(session: RemoteSession, bank: RemoteBankCode, problemId: string): Promise<string | null>;
}

/**
 * - `login-refused`: the account's name or password was refused;
 * - `rate-limited`: the site said too many or too fast (HTTP 429 or its own page); worth a retry later;
 * - `unreachable`: no answer, or a 5xx; worth a retry;
 * - `refused`: the site refused the submission itself (language, problem id, code): no retry helps;
 * - `changed`: a page no longer has the shape the adapter reads: an adapter to fix, not to retry.
 */
export type RemoteErrorKind = 'login-refused' | 'rate-limited' | 'unreachable' | 'refused' | 'changed';

export class RemoteError extends Error {
  constructor(
    readonly kind: RemoteErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteError';
  }

  get retryable(): boolean {
    return this.kind === 'rate-limited' || this.kind === 'unreachable';
  }
}
