import { Skeleton } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import type { ChartSeries, DrawnChart } from '@/lib/barChart';

interface LazyChartProps {
  categories: string[];
  series: ChartSeries[];
  /** CSS height of the chart. */
  height: string;
  /** Accessible name: a chart is a picture of the table beside it. */
  label: string;
}

/**
 * A bar/line chart drawn by ECharts, loaded on first use (the library stays out of the main bundle);
 * new data redraws the same chart, a resized window resizes it.
 */
export function LazyChart({ categories, series, height, label }: LazyChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<DrawnChart | undefined>(undefined);
  const latest = useRef({ categories, series });
  latest.current = { categories, series };

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let cancelled = false;
    void import('@/lib/barChart').then(({ drawChart }) => {
      if (cancelled) return;
      chart.current = drawChart(target, latest.current.categories, latest.current.series);
    });
    const resize = () => chart.current?.resize();
    window.addEventListener('resize', resize);
    return () => {
      cancelled = true;
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.update(categories, series);
  }, [categories, series]);

  return (
    <div role="img" aria-label={label} style={{ height, width: '100%', position: 'relative' }}>
      <div ref={element} style={{ position: 'absolute', inset: 0 }} />
      {categories.length === 0 ? <Skeleton style={{ position: 'absolute', inset: 0, height }} /> : null}
    </div>
  );
}
