/** The human-readable output of the verdict bench: one table, then what each process used. */
import { count, fmt } from '../events/report';
import type { Phase, ProcessUse, Repetition, VerdictBenchResult } from './measureVerdicts';

export const P99_TARGET_MS = 100;

export interface VerdictFigure {
  key: string;
  label: string;
  /** Median over the repetitions of each repetition's figure, and the spread. */
  ours: { value: number; min: number; max: number };
  baseline: { value: number; min: number; max: number };
  ratio: number;
  target?: { kind: 'under'; value: number };
  verdict?: 'PASS' | 'MISS';
}

const say = (...lines: string[]) => {
  for (const l of lines) console.log(l);
};

function spread(reps: Repetition[], pick: (r: Repetition) => number) {
  const values = reps.map(pick).sort((a, b) => a - b);
  const median = values[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
  return { value: median, min: values[0] ?? Number.NaN, max: values.at(-1) ?? Number.NaN };
}

const COLUMNS = [40, 34, 34, 9] as const;
const row = (cells: string[]) =>
  cells
    .map((c, i) => `${c} `.padEnd(COLUMNS[i] ?? 0))
    .join('')
    .trimEnd();
const cell = (s: { value: number; min: number; max: number }) =>
  `${fmt(s.value, 'ms')} [${fmt(s.min)}-${fmt(s.max)}]`;

function usage(label: string, p: ProcessUse, wallSeconds: number): string {
  const share = (p.cpuMs / (wallSeconds * 1000)) * 100;
  return `${label} ${fmt(share)}% (loop delay p99/max ${fmt(p.loopDelayP99)}/${fmt(p.loopDelayMax)} ms)`;
}

function describe(phase: Phase): void {
  const name = phase.mode === 'live' ? 'live' : 'polling';
  const missing = phase.repetitions.reduce((n, r) => n + r.missingAll + r.missingOwn, 0);
  say(
    `  ${name}: ${count(phase.clients)} clients (started in ${fmt(phase.startSeconds)} s); pooled all ` +
      `median ${fmt(phase.pooled.all.median, 'ms')}, p99 ${fmt(phase.pooled.all.p99, 'ms')}, max ${fmt(phase.pooled.all.max, 'ms')} ` +
      `(${count(phase.pooled.all.count)} samples); own p99 ${fmt(phase.pooled.own.p99, 'ms')} ` +
      `(${count(phase.pooled.own.count)}); missing ${count(missing)}, disconnects ${count(phase.disconnects)}`,
    `    CPU, share of one core over ${fmt(phase.wallSeconds)} s: ${usage('server', phase.server, phase.wallSeconds)}; ` +
      `${usage('projector', phase.projector, phase.wallSeconds)}; ` +
      `${usage('load generator', phase.loadGenerator, phase.wallSeconds)}; ` +
      `${usage('driver/judge', phase.driver, phase.wallSeconds)}; ` +
      `PostgreSQL ${phase.postgresCpuMs === undefined ? 'n/a' : `${fmt((phase.postgresCpuMs / (phase.wallSeconds * 1000)) * 100)}%`}`,
    `    whole machine ${phase.machineBusyPercent === undefined ? 'n/a' : `${fmt(phase.machineBusyPercent)}%`} busy ` +
      `(of all cores; the bench's processes above, the rest is other work), load average ${fmt(phase.loadAverage)}`,
  );
  const calls = phase.repetitions.map((r) => r.verdictCallMs);
  const late = phase.repetitions.map((r) => r.lateMs);
  say(
    `    verdict call (send -> reply) median ${fmt(Math.max(...calls.map((c) => c.median)), 'ms')} (worst rep), ` +
      `max ${fmt(Math.max(...calls.map((c) => c.max)), 'ms')}; verdicts sent late by up to ${fmt(Math.max(...late.map((l) => l.max)), 'ms')}`,
  );
  const polls = phase.polls;
  if (polls) {
    const rate = polls.requests / phase.wallSeconds;
    say(
      `    polls: ${count(polls.requests)} (${fmt(rate)}/s over the phase, failed ${count(polls.failures)}); reply median ` +
        `${fmt(polls.replyMs.median, 'ms')}, p99 ${fmt(polls.replyMs.p99, 'ms')}; one poller's requests ` +
        `${fmt(polls.gapMs.median, 'ms')} apart (p99 ${fmt(polls.gapMs.p99, 'ms')}; 2,000 + reply if it keeps up)`,
    );
  }
}

/** Prints the table and returns its figures (for the JSON line). */
export function printTable(result: VerdictBenchResult): VerdictFigure[] {
  const [live, polling] = result.phases;
  if (!live || !polling) throw new Error('both phases are needed');
  const { sizes } = result;
  say(
    `\nVerdict commit -> client sees the final status. ${count(sizes.clients)} clients, each signed in as its own user;`,
    `${sizes.repetitions} repetition(s) (after a warm-up${sizes.pollingWarmUp ? '' : ', live only'}) of ${sizes.verdictsPerRepetition} submissions through the API, leased by`,
    `this process as the judge, verdicts sent at ${sizes.ratePerSecond}/s. Commit = the verdict call returned (monotonic clock`,
    "shared by all processes; the reply's trip is not counted). Ours: websocket clients joined to `status` and",
    '`user:<uid>`. Baseline: as many pollers, POST /api/check-submissions-status {the pending submitIds},',
    `again ${fmt(sizes.pollIntervalMs / 1000)} s after each reply, first tick at a random phase. Values: median over repetitions [min-max].\n`,
  );
  const figures: VerdictFigure[] = [];
  const measures = [
    ['status', 'all clients (status list)', (r: Repetition) => r.all],
    ['own', 'author (own room / own poll)', (r: Repetition) => r.own],
  ] as const;
  say(
    row(['measure', 'ours: live', `baseline: polling ${fmt(sizes.pollIntervalMs / 1000)} s`, 'ratio']) +
      '  target',
  );
  for (const [key, label, pick] of measures) {
    for (const stat of ['median', 'p99'] as const) {
      const ours = spread(live.repetitions, (r) => pick(r)[stat]);
      const baseline = spread(polling.repetitions, (r) => pick(r)[stat]);
      const targeted = key === 'status' && stat === 'p99';
      const f: VerdictFigure = {
        key: `${key}.${stat}`,
        label: `${label}, ${stat}`,
        ours,
        baseline,
        ratio: ours.value / baseline.value,
        ...(targeted
          ? {
              target: { kind: 'under' as const, value: P99_TARGET_MS },
              verdict:
                ours.value < P99_TARGET_MS && ours.max < P99_TARGET_MS
                  ? ('PASS' as const)
                  : ('MISS' as const),
            }
          : {}),
      };
      figures.push(f);
      say(
        `${row([f.label, cell(ours), cell(baseline), `x${fmt(f.ratio)}`])}` +
          (f.target ? `  < ${fmt(f.target.value, 'ms')} every rep: ${f.verdict}` : ''),
      );
    }
  }
  say('');
  describe(live);
  describe(polling);
  return figures;
}
