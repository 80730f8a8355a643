import type { JudgedCase } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { CaseReporter, type ReportPacing } from './caseReporter';

const judged = (seq: number): JudgedCase => ({
  seq,
  inputName: `${seq}.in`,
  outputName: `${seq}.out`,
  groupNum: 0,
  status: 0,
  time: 1,
  memory: 1,
  score: 0,
  userOutput: '',
  message: '',
});

/** A report the test answers by hand, so the order of events is the test's, never the clock's. */
function manualSend() {
  const sent: { cases: number[]; answer: (error?: Error) => void }[] = [];
  const send = (cases: JudgedCase[]) =>
    new Promise<void>((resolve, reject) => {
      sent.push({ cases: cases.map((c) => c.seq), answer: (error) => (error ? reject(error) : resolve()) });
    });
  return { sent, send };
}

/** No spacing between reports: the tests of ordering and failure. */
const unpaced: ReportPacing = { spacingMs: 0, maxSpacingMs: 0, now: () => 0, pause: async () => undefined };

/** A clock the test moves and pauses it ends by hand. */
function manualPacing(spacingMs: number, maxSpacingMs = 1000) {
  let time = 0;
  const pauses: { ms: number; end: () => void }[] = [];
  const pacing: ReportPacing = {
    spacingMs,
    maxSpacingMs,
    now: () => time,
    pause: (ms, cut) =>
      new Promise((resolve) => {
        pauses.push({ ms, end: () => resolve() });
        cut.addEventListener('abort', () => resolve(), { once: true });
      }),
  };
  return { pacing, pauses, advance: (ms: number) => (time += ms) };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('CaseReporter', () => {
  it("sends nothing in the spacing after the round's first case: a round done by then leaves every case to the verdict", async () => {
    const { sent, send } = manualSend();
    const { pacing, pauses, advance } = manualPacing(100);
    const reporter = new CaseReporter(send, () => undefined, pacing);
    advance(80); // the compile: the spacing has not started yet
    reporter.add(judged(1));
    advance(40);
    reporter.add(judged(2));
    await settle();
    // The first report was due a spacing after the first case, 100 ms later.
    expect(pauses.map((p) => p.ms)).toEqual([100]);
    expect(sent).toHaveLength(0);
    expect(await reporter.drain()).toEqual([judged(1), judged(2)]);
    expect(sent).toHaveLength(0);
  });

  it('sends what a slow round judged once the spacing after its first case is over', async () => {
    const { sent, send } = manualSend();
    const { pacing, pauses, advance } = manualPacing(100);
    const reporter = new CaseReporter(send, () => undefined, pacing);
    advance(150);
    reporter.add(judged(1));
    await settle();
    expect(pauses.map((p) => p.ms)).toEqual([100]);
    advance(100);
    reporter.add(judged(2));
    pauses[0]?.end();
    await settle();
    expect(sent.map((s) => s.cases)).toEqual([[1, 2]]);
  });

  it('sends the first case once the spacing allows and what piles up meanwhile as one report, in order', async () => {
    const { sent, send } = manualSend();
    const reporter = new CaseReporter(send, () => undefined, unpaced);
    reporter.add(judged(1));
    reporter.add(judged(2));
    reporter.add(judged(3));
    expect(sent.map((s) => s.cases)).toEqual([[1]]);
    sent[0]?.answer();
    await Promise.resolve();
    await Promise.resolve();
    expect(sent.map((s) => s.cases)).toEqual([[1], [2, 3]]);
    reporter.add(judged(4));
    const drained = reporter.drain();
    sent[1]?.answer();
    // The report on its way was the last: case 4 waits for the verdict.
    expect(await drained).toEqual([judged(4)]);
    expect(sent).toHaveLength(2);
  });

  it('stops at the first refused report and says so once', async () => {
    const { sent, send } = manualSend();
    const failures: unknown[] = [];
    const reporter = new CaseReporter(send, (error) => failures.push(error), unpaced);
    reporter.add(judged(1));
    reporter.add(judged(2));
    sent[0]?.answer(new Error('lease lost'));
    await expect(reporter.drain()).rejects.toThrow('lease lost');
    reporter.add(judged(3));
    expect(sent).toHaveLength(1);
    expect(failures).toHaveLength(1);
  });

  it('hands everything to the verdict when nothing was on its way', async () => {
    const { sent, send } = manualSend();
    const reporter = new CaseReporter(send, () => undefined, unpaced);
    expect(await reporter.drain()).toEqual([]);
    expect(sent).toHaveLength(0);
  });

  it('waits out the spacing after a quick report, then sends what piled up as one', async () => {
    const { sent, send } = manualSend();
    const { pacing, pauses, advance } = manualPacing(100);
    const reporter = new CaseReporter(send, () => undefined, pacing);
    reporter.add(judged(1));
    advance(100); // the first spacing after the first case
    pauses[0]?.end();
    await settle();
    expect(sent.map((s) => s.cases)).toEqual([[1]]);
    pauses.length = 0;
    advance(30);
    sent[0]?.answer();
    await settle();
    // The report took 30 of its 100 ms: the next one waits 70.
    expect(pauses.map((p) => p.ms)).toEqual([70]);
    reporter.add(judged(2));
    reporter.add(judged(3));
    expect(sent).toHaveLength(1);
    pauses[0]?.end();
    await settle();
    expect(sent.map((s) => s.cases)).toEqual([[1], [2, 3]]);
  });

  it('cuts the pause short on drain and leaves the rest to the verdict', async () => {
    const { sent, send } = manualSend();
    const { pacing, pauses, advance } = manualPacing(100);
    const reporter = new CaseReporter(send, () => undefined, pacing);
    reporter.add(judged(1));
    advance(100); // the first spacing after the first case
    pauses[0]?.end();
    await settle();
    sent[0]?.answer();
    await settle();
    reporter.add(judged(2));
    expect(pauses).toHaveLength(2);
    expect(await reporter.drain()).toEqual([judged(2)]);
    expect(sent).toHaveLength(1);
  });
  it('spaces reports as long as the round has judged so far, from the spacing up to its most', async () => {
    const { sent, send } = manualSend();
    const { pacing, pauses, advance } = manualPacing(100, 1000);
    const reporter = new CaseReporter(send, () => undefined, pacing);
    reporter.add(judged(1));
    const waits: number[] = [];
    for (let report = 1; report <= 6; report++) {
      const pause = pauses.shift();
      advance(pause?.ms ?? 0);
      pause?.end();
      await settle();
      expect(sent).toHaveLength(report);
      sent[report - 1]?.answer(); // answered at once: the whole spacing is left to wait
      await settle();
      waits.push(pauses[0]?.ms ?? 0);
      reporter.add(judged(report + 1));
    }
    // Reports at 0.1, 0.2, 0.4, 0.8, 1.6, 2.6 s after the first case.
    expect(waits).toEqual([100, 200, 400, 800, 1000, 1000]);
    expect(sent.map((s) => s.cases)).toEqual([[1], [2], [3], [4], [5], [6]]);
  });
});
