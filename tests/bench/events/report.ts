/** One printed figure: the measurement, its same-run baseline, and the target if the issue set one. */
export interface Figure {
  key: string;
  label: string;
  unit: 'events/s' | 'ms';
  value: number;
  baselineLabel: string;
  baseline: number;
  /** value / baseline. */
  ratio: number;
  target?: { kind: 'at least' | 'under'; value: number };
  verdict?: 'PASS' | 'MISS';
}

export function figure(f: Omit<Figure, 'ratio' | 'verdict'>): Figure {
  const { target } = f;
  const met = target && (target.kind === 'at least' ? f.value >= target.value : f.value < target.value);
  return {
    ...f,
    ratio: f.value / f.baseline,
    ...(target ? { verdict: met ? ('PASS' as const) : ('MISS' as const) } : {}),
  };
}

export const fmt = (n: number, unit?: string): string => {
  if (!Number.isFinite(n)) return 'n/a';
  const digits = Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2;
  const text = n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return unit ? `${text} ${unit}` : text;
};

export const count = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

const COLUMNS = [50, 16, 30, 8, 20] as const;

export function header(): string {
  const cells = ['figure', 'value', 'baseline (same run)', 'ratio', 'target'];
  return `${cells.map((c, i) => c.padEnd(COLUMNS[i] ?? 0)).join('')}verdict`;
}

export function line(f: Figure): string {
  const target = f.target
    ? `${f.target.kind === 'at least' ? '>=' : '<'} ${fmt(f.target.value, f.unit)}`
    : '-';
  const cells = [
    f.label,
    fmt(f.value, f.unit),
    `${f.baselineLabel} ${fmt(f.baseline, f.unit)}`,
    `x${fmt(f.ratio)}`,
    target,
  ];
  return `${cells.map((c, i) => `${c} `.padEnd(COLUMNS[i] ?? 0)).join('')}${f.verdict ?? ''}`.trimEnd();
}
