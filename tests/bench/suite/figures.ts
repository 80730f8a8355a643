/** One line of a benchmark table: our figure beside its baseline, both measured in the same run. */
export interface Spread {
  min: number;
  median: number;
  max: number;
}

export interface Figure {
  measure: string;
  unit: string;
  ours: Spread;
  baseline: Spread;
  /** What the baseline is, in a few words. */
  baselineIs: string;
  /** Whether a lower or a higher figure is better (times or rates). */
  better: 'lower' | 'higher';
  /** The target for our figure, when it states one. */
  target?: { text: string; met: boolean };
}

const number = (n: number) =>
  !Number.isFinite(n)
    ? 'n/a'
    : Math.abs(n) >= 100
      ? Math.round(n).toLocaleString('en')
      : Math.abs(n) >= 10
        ? n.toFixed(1)
        : n.toFixed(2);
export const spreadText = (s: Spread, unit: string) =>
  `${number(s.median)} ${unit} (${number(s.min)}-${number(s.max)})`;

/** ours / baseline on medians: below 1 means less time (or a lower rate) than the baseline. */
export const ratioOf = (f: Figure) => f.ours.median / f.baseline.median;
export const ratioText = (f: Figure) => {
  const r = ratioOf(f);
  if (!Number.isFinite(r)) return 'n/a';
  // Below a thousandth three decimals say x0.000: say how many times less instead.
  if (r > 0 && r < 0.001) return `1/${Math.round(1 / r).toLocaleString('en')}`;
  return `x${r >= 10 ? r.toFixed(0) : r >= 0.1 ? r.toFixed(2) : r.toFixed(3)}`;
};

/** A plain-text table: measure, ours, baseline, ratio, target. Medians with min-max over repetitions. */
export function figureTable(figures: readonly Figure[]): string {
  const header = [
    'measure',
    'ours: median (min-max)',
    'baseline: median (min-max)',
    'ours/baseline',
    'target',
  ];
  const rows = figures.map((f) => [
    f.measure,
    spreadText(f.ours, f.unit),
    `${spreadText(f.baseline, f.unit)} ${f.baselineIs}`,
    ratioText(f),
    f.target ? `${f.target.text}: ${f.target.met ? 'met' : 'MISSED'}` : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function printFigures(figures: readonly Figure[]): void {
  console.log(`\n${figureTable(figures)}`);
}
