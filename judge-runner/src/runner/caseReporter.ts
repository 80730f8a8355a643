import type { JudgedCase } from '@oj/events';
import { MAX_CASES_PER_REPORT } from '@oj/events/judge';

/** The least time from the start of one case report to the next: ten updates a second are live enough. */
export const REPORT_SPACING_MS = 100;
/** The most: a long round's page is never more than a second behind its cases. */
export const MAX_REPORT_SPACING_MS = 1000;

/** How reports are spaced in time; tests pass their own clock. */
export interface ReportPacing {
  spacingMs: number;
  /**
   * The spacing grows with the round: after a report, the next waits as long as the round has judged
   * cases so far, at least `spacingMs` and at most this.
   */
  maxSpacingMs: number;
  now(): number;
  /** Resolves after `ms`, or at once when `cut` aborts (the round is being drained). */
  pause(ms: number, cut: AbortSignal): Promise<void>;
}

/** Reports as soon as each is possible (no spacing): tests that must see a quick round's case reports. */
export const unspacedReports: ReportPacing = {
  spacingMs: 0,
  maxSpacingMs: 0,
  now: () => performance.now(),
  pause: async () => undefined,
};

/** The real clock, reports `REPORT_SPACING_MS` to `MAX_REPORT_SPACING_MS` apart. */
export const realPacing: ReportPacing = {
  spacingMs: REPORT_SPACING_MS,
  maxSpacingMs: MAX_REPORT_SPACING_MS,
  now: () => performance.now(),
  pause: (ms, cut) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      cut.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    }),
};

/**
 * Reports a round's judged cases without making judging wait for the server: nothing goes out within
 * `REPORT_SPACING_MS` of the round's first judged case, and after that the cases judged while a report is
 * on its way, or within a spacing of its start, go out together as the next report (one request, one
 * append). A round that ends within the first spacing (most A+B rounds) sends no report at all and its
 * verdict carries every case. The spacing counts from the first case, not from the lease: the compile
 * before it used to use up most of the first spacing, so a quick round still sent one report while its
 * last cases ran.
 *
 * The spacing then grows with the round (as long as it has judged cases so far, up to
 * `MAX_REPORT_SPACING_MS`): reports at about 0.1, 0.2, 0.4, 0.8, 1.6, 2.6... s. Every report is a request,
 * an append, projections and a push on the cores the cases run on: about 30 ms of CPU on a two-core
 * machine, so ten a second took a third of a core from judging for the whole round, and a Python A+B
 * sent four; now a long round's reports cost a few percent of a core, and its page is at most a second
 * behind. Reports stay in order: at most one is on its way at a time. `drain` cuts a pause short, waits
 * for the report on its way and hands back what is still unsent, which the verdict carries.
 *
 * A failed report stops the reporter: nothing more is sent, and `drain` rejects with that failure (the
 * caller has already been told through `onFailure`, to stop judging at once).
 *
 * @example
 *   const reporter = new CaseReporter((cases) => client.judgedCases(lease, cases), (e) => lost.abort(e));
 *   reporter.add(judged); ...; const unsent = await reporter.drain(); await client.verdict({ ...v, cases: unsent });
 */
export class CaseReporter {
  private waiting: JudgedCase[] = [];
  private sending: Promise<void> | null = null;
  private failure: { error: unknown } | null = null;
  /** Set by `drain`: the report on its way is the last one; the verdict carries the rest. */
  private draining = false;
  private readonly drained = new AbortController();
  /** When the round's first case was judged: the first report waits a spacing from it. */
  private firstCaseAt: number | undefined;
  private sentAny = false;

  constructor(
    private readonly send: (cases: JudgedCase[]) => Promise<unknown>,
    private readonly onFailure: (error: unknown) => void,
    private readonly pacing: ReportPacing = realPacing,
  ) {}

  add(judged: JudgedCase): void {
    if (this.failure || this.draining) return;
    this.firstCaseAt ??= this.pacing.now();
    this.waiting.push(judged);
    if (!this.sending) this.sending = this.sendWaiting();
  }

  /** Waits for the report on its way; returns the cases not sent yet (the reporter sends nothing more). */
  async drain(): Promise<JudgedCase[]> {
    this.draining = true;
    this.drained.abort();
    await this.sending;
    if (this.failure) throw this.failure.error;
    const unsent = this.waiting;
    this.waiting = [];
    return unsent;
  }

  private async sendWaiting(): Promise<void> {
    while (this.waiting.length > 0 && !this.failure && !this.draining) {
      if (!this.sentAny) {
        this.sentAny = true;
        const early = this.pacing.spacingMs - (this.pacing.now() - (this.firstCaseAt ?? this.pacing.now()));
        if (early > 0) await this.pacing.pause(early, this.drained.signal);
        if (this.draining) break;
      }
      const batch = this.waiting.splice(0, MAX_CASES_PER_REPORT);
      const started = this.pacing.now();
      try {
        await this.send(batch);
      } catch (error) {
        this.failure = { error };
        this.onFailure(error);
      }
      const rest = this.spacingAfter(started) - (this.pacing.now() - started);
      if (rest > 0 && !this.failure && !this.draining) await this.pacing.pause(rest, this.drained.signal);
    }
    this.sending = null;
  }

  /** The spacing after a report started at `started`: as long as the round has judged cases, within bounds. */
  private spacingAfter(started: number): number {
    const judging = started - (this.firstCaseAt ?? started);
    return Math.min(this.pacing.maxSpacingMs, Math.max(this.pacing.spacingMs, judging));
  }
}
