const dayMs = 86_400_000;

function parseDay(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

function formatDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first day of the year that ends on `endDate`: the same date a year earlier, plus one day. */
export function yearStart(endDate: string): string {
  const end = new Date(parseDay(endDate));
  const start = Date.UTC(end.getUTCFullYear() - 1, end.getUTCMonth(), end.getUTCDate()) + dayMs;
  return formatDay(start);
}

export interface HeatmapSeries {
  range: [string, string];
  /** Every day of the range in order, with 0 for days without submissions. */
  days: [string, number][];
  max: number;
  total: number;
}

/**
 * Shapes the server's submission counts for the calendar: one entry per day of the last year
 * (days outside it dropped, repeated days added up), plus the largest count and the total.
 */
export function shapeHeatmap(dataList: { date: string; count: number }[], endDate: string): HeatmapSeries {
  const start = yearStart(endDate);
  const counts = new Map<string, number>();
  for (const { date, count } of dataList) {
    if (date >= start && date <= endDate) counts.set(date, (counts.get(date) ?? 0) + count);
  }
  const days: [string, number][] = [];
  for (let ms = parseDay(start); ms <= parseDay(endDate); ms += dayMs) {
    const day = formatDay(ms);
    days.push([day, counts.get(day) ?? 0]);
  }
  const values = days.map(([, count]) => count);
  return {
    range: [start, endDate],
    days,
    max: Math.max(0, ...values),
    total: values.reduce((sum, count) => sum + count, 0),
  };
}
