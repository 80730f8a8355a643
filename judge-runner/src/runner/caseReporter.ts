import type { JudgedCase } from '@oj/events';
import { MAX_CASES_PER_REPORT } from '@oj/events/judge';

/**
 * Reports a round's judged cases without making judging wait for the server: the first case goes out at
 * once, and the cases judged while a report is on its way go out together as the next report (one
 * request, one append), so a round with fast cases sends a few reports instead of one per case. Reports
 * stay in order: at most one is on its way at a time. `drain` waits for the report on its way and hands
 * back what is still unsent, which the verdict carries.
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

  constructor(
    private readonly send: (cases: JudgedCase[]) => Promise<unknown>,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  add(judged: JudgedCase): void {
    if (this.failure || this.draining) return;
    this.waiting.push(judged);
    if (!this.sending) this.sending = this.sendWaiting();
  }

  /** Waits for the report on its way; returns the cases not sent yet (the reporter sends nothing more). */
  async drain(): Promise<JudgedCase[]> {
    this.draining = true;
    await this.sending;
    if (this.failure) throw this.failure.error;
    const unsent = this.waiting;
    this.waiting = [];
    return unsent;
  }

  private async sendWaiting(): Promise<void> {
    while (this.waiting.length > 0 && !this.failure && !this.draining) {
      const batch = this.waiting.splice(0, MAX_CASES_PER_REPORT);
      try {
        await this.send(batch);
      } catch (error) {
        this.failure = { error };
        this.onFailure(error);
      }
    }
    this.sending = null;
  }
}
