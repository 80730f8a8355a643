import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { JudgedCase, LanguageConfig } from '@oj/events';
import {
  type GenerationResultRequest,
  generatedTestReply,
  type HeartbeatRequest,
  heartbeatReply,
  JUDGE_TOKEN_HEADER,
  type LeaseReply,
  leaseReply,
  type ProgressRequest,
  type RemoteFailureRequest,
  type RemoteIntentRequest,
  type RemoteProblemReport,
  type RemoteRunRequest,
  type RemoteSlotReply,
  type RemoteSlotRequest,
  remoteSlotReply,
  type TestResultRequest,
  type VerdictRequest,
} from '@oj/events/judge';
import { z } from 'zod';

/** The server refused a report because the lease is gone (expired and taken over, or a rejudge). */
export class LeaseLost extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LeaseLost';
  }
}

/**
 * The server refused a report for what it holds (it cannot be stored): judging on is pointless, the round
 * must end now. The server ends it itself when it can (then it answers 409: the lease is gone).
 */
export class ReportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportRefused';
  }
}

/**
 * The server refused the judge token (401): it is not the server's current one (`npm start` makes a
 * fresh one per start) or none. Nothing this runner sends will be taken until it is restarted with the
 * right token, so it stops instead of asking again.
 */
export class JudgeTokenRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JudgeTokenRefused';
  }
}

const envelope = z.object({ status: z.number(), msg: z.string(), data: z.unknown() });
type GenerationLease = { job: number; task: number; leaseId: string };
type LeaseRef = { submitId: number; round: number; leaseId: string };

/** The judge API of one server, as a runner calls it. */
export class JudgeClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    readonly runner: string,
  ) {}

  /** The next task; a remote runner asks for `{ kind: 'remote', banks }` (its sites' rounds only). */
  async lease(
    waitMs: number,
    signal?: AbortSignal,
    scope?: { kind: 'remote'; banks: readonly string[] },
  ): Promise<LeaseReply['task']> {
    const data = await this.post('/api/judge/lease', { runner: this.runner, waitMs, ...scope }, signal);
    return leaseReply.parse(data).task;
  }

  renew(lease: LeaseRef) {
    return this.post('/api/judge/renew', lease);
  }

  progress(lease: LeaseRef, status: ProgressRequest['status']) {
    return this.post('/api/judge/progress', { ...lease, status });
  }

  /** Cases judged since the last report, in order (at most MAX_CASES_PER_REPORT). */
  judgedCases(lease: LeaseRef, cases: JudgedCase[]) {
    return this.post('/api/judge/case', { ...lease, cases });
  }

  /** A remote round's code went in as the site's run `runId` (recorded before the runner polls it). */
  remoteRun(run: RemoteRunRequest) {
    return this.post('/api/judge/remote-run', run);
  }

  /** A remote round's submit with an account failed (for the accounts' usage page). */
  remoteIntent(intent: RemoteIntentRequest) {
    return this.post('/api/judge/remote-intent', intent);
  }

  remoteFailure(failure: RemoteFailureRequest) {
    return this.post('/api/judge/remote-failure', failure);
  }

  /** The site's problem an admin asked to import (or why it could not be read), under the job's lease. */
  remoteProblem(report: RemoteProblemReport) {
    return this.post('/api/judge/remote-problem', report);
  }

  /** Books the next submit slot on a site, shared with every remote runner of the server. */
  async remoteSlot(request: RemoteSlotRequest, signal?: AbortSignal): Promise<RemoteSlotReply> {
    return remoteSlotReply.parse(await this.post('/api/judge/remote-slot', request, signal));
  }

  verdict(verdict: VerdictRequest) {
    return this.post('/api/judge/verdict', verdict);
  }

  testResult(result: TestResultRequest) {
    return this.post('/api/judge/test-result', result);
  }

  /** Renews a generation task's lease (409: it is gone, LeaseLost). */
  renewGeneration(lease: GenerationLease) {
    return this.post('/api/judge/generation-renew', lease);
  }

  /** Sends a generated file's bytes, streamed from disk; answers the hash the server stored it under. */
  async uploadGenerated(lease: GenerationLease, file: string): Promise<string> {
    const query = new URLSearchParams({
      job: String(lease.job),
      task: String(lease.task),
      leaseId: lease.leaseId,
    });
    const path = `/api/judge/generated-test?${query}`;
    const { size } = await stat(file);
    // undici streams a web ReadableStream body with duplex 'half' (Node's RequestInit lacks the field).
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: {
        ...this.headers(),
        'content-type': 'application/octet-stream',
        'content-length': String(size),
      },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      duplex: 'half',
    };
    const data = await this.answer(path, await fetch(`${this.baseUrl}${path}`, init));
    return generatedTestReply.parse(data).sha256;
  }

  /** The generation's end: the tests' hashes, or why it failed. */
  generationResult(result: GenerationResultRequest) {
    return this.post('/api/judge/generation', result);
  }

  /** Says how the runner is; the reply is the server's current languages (null from a server without it). */
  async heartbeat(report: Omit<HeartbeatRequest, 'runner'>): Promise<LanguageConfig[] | null> {
    const data = await this.post('/api/judge/heartbeat', { runner: this.runner, ...report });
    const reply = heartbeatReply.safeParse(data);
    return reply.success ? reply.data.languages : null;
  }

  /** The test data file with this hash, as a stream of bytes. */
  async testData(hash: string): Promise<Response> {
    const response = await fetch(`${this.baseUrl}/api/judge/test-data/${hash}`, { headers: this.headers() });
    if (response.status === 401) throw new JudgeTokenRefused(`test data ${hash}: HTTP 401`);
    if (!response.ok || !response.body) throw new Error(`test data ${hash}: HTTP ${response.status}`);
    return response;
  }

  private headers(): Record<string, string> {
    return {
      [JUDGE_TOKEN_HEADER]: this.token,
      'x-judge-runner': this.runner,
      'content-type': 'application/json',
    };
  }

  private async post(path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify(body),
      signal,
    });
    return this.answer(path, response);
  }

  /** The reply's data, or the error its status means (401 token, 409 lease, other 4xx refused). */
  private async answer(path: string, response: Response): Promise<unknown> {
    const parsed = envelope.safeParse(await response.json().catch(() => null));
    if (response.status === 401)
      throw new JudgeTokenRefused(`${path}: HTTP 401 ${parsed.success ? parsed.data.msg : ''}`.trim());
    if (response.status === 409) throw new LeaseLost(parsed.success ? parsed.data.msg : 'lease lost');
    if (response.status >= 400 && response.status < 500 && response.status !== 401) {
      throw new ReportRefused(
        `${path}: HTTP ${response.status} ${parsed.success ? parsed.data.msg : ''}`.trim(),
      );
    }
    if (!response.ok || !parsed.success || parsed.data.status !== 200) {
      throw new Error(`${path}: HTTP ${response.status} ${parsed.success ? parsed.data.msg : ''}`.trim());
    }
    return parsed.data.data;
  }
}
