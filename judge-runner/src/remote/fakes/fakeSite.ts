import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The common part of the tests' fake sites: an HTTP server on 127.0.0.1 (port chosen by the system), form
 * bodies parsed, cookies read, and the submissions it holds with the verdicts each one shows poll by poll
 * ("Queuing", "Running", ..., then the verdict), so slow judging is a script, not a wait.
 */
export interface FakeSubmission {
  runId: number;
  user: string;
  problemId: string;
  language: string;
  code: string;
  /** What the status page shows on each read; the last one stays. */
  script: string[];
  reads: number;
  time: string;
  memory: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  cookies: Map<string, string>;
}

export type FakeHandler = (request: FakeRequest, response: ServerResponse) => void;

export class FakeSite {
  readonly submissions: FakeSubmission[] = [];
  /** The verdict script the next submissions get. */
  script: string[] = ['Queuing', 'Running', 'Accepted'];
  nextRunId = 1000;
  /**
   * The site's own limit, counted rather than enforced: each submit's time on `clock`, and how many came
   * sooner than `minSubmitGapMs` after the one before (what the real site would refuse as "too fast").
   */
  clock: { now(): number } | undefined;
  minSubmitGapMs = 0;
  readonly submitTimes: number[] = [];
  tooFast = 0;
  private server: Server | undefined;
  url = '';

  constructor(private readonly handler: FakeHandler) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  add(submission: Omit<FakeSubmission, 'runId' | 'script' | 'reads' | 'time' | 'memory'>): FakeSubmission {
    const made = {
      ...submission,
      runId: this.nextRunId++,
      script: [...this.script],
      reads: 0,
      time: '15',
      memory: '1436',
    };
    this.submissions.push(made);
    const at = this.clock?.now() ?? Date.now();
    const previous = this.submitTimes.at(-1);
    if (previous !== undefined && at - previous < this.minSubmitGapMs) this.tooFast += 1;
    this.submitTimes.push(at);
    return made;
  }

  /** What the status page shows of a submission now (each read moves its script on). */
  read(submission: FakeSubmission): string {
    const shown = submission.script[Math.min(submission.reads, submission.script.length - 1)] ?? '';
    submission.reads += 1;
    return shown;
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const cookies = new Map<string, string>();
    for (const part of (req.headers.cookie ?? '').split(';')) {
      const at = part.indexOf('=');
      if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
    }
    try {
      this.handler(
        {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
          cookies,
        },
        res,
      );
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  }
}

export function html(
  res: ServerResponse,
  body: string,
  status = 200,
  headers: Record<string, string | string[]> = {},
) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(`<!DOCTYPE html><html><head><title>fake</title></head><body>${body}</body></html>`);
}

export function redirect(
  res: ServerResponse,
  location: string,
  headers: Record<string, string | string[]> = {},
) {
  res.writeHead(302, { location, ...headers });
  res.end();
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
