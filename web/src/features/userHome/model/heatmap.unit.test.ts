import { describe, expect, it } from 'vitest';
import { shapeHeatmap, yearStart } from './heatmap';

describe('yearStart', () => {
  it('is the day after the same date a year earlier', () => {
    expect(yearStart('2025-06-15')).toBe('2024-06-16');
    expect(yearStart('2025-01-01')).toBe('2024-01-02');
    expect(yearStart('2025-03-01')).toBe('2024-03-02');
  });
});

describe('shapeHeatmap', () => {
  it('has one entry for every day of the year, 0 where nothing was submitted', () => {
    const series = shapeHeatmap([{ date: '2025-06-14', count: 3 }], '2025-06-15');
    expect(series.range).toEqual(['2024-06-16', '2025-06-15']);
    expect(series.days).toHaveLength(365);
    expect(series.days[0]).toEqual(['2024-06-16', 0]);
    expect(series.days.at(-2)).toEqual(['2025-06-14', 3]);
    expect(series.days.at(-1)).toEqual(['2025-06-15', 0]);
  });

  it('counts a leap day', () => {
    expect(shapeHeatmap([], '2024-12-31').days).toHaveLength(366);
  });

  it('drops days outside the year, adds up repeated days, and reports the max and total', () => {
    const series = shapeHeatmap(
      [
        { date: '2023-01-01', count: 50 },
        { date: '2025-01-10', count: 2 },
        { date: '2025-01-10', count: 5 },
        { date: '2025-02-01', count: 4 },
        { date: '2025-07-01', count: 9 },
      ],
      '2025-06-15',
    );
    expect(series.max).toBe(7);
    expect(series.total).toBe(11);
  });

  it('is all zeros for a user who never submitted', () => {
    expect(shapeHeatmap([], '2025-06-15')).toMatchObject({ max: 0, total: 0 });
  });
});
