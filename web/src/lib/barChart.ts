// ECharts cut down to bar and line charts, for the rank lists' top ten and the home page's week. This
// module is imported lazily (`import('@/lib/barChart')`), so the chart library is only downloaded by
// readers of a page with a chart; the user home's calendar takes its own pieces of the same library.
import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface ChartSeries {
  name: string;
  kind: 'bar' | 'line';
  values: number[];
  color: string;
}

/** A chart handle the page keeps: redraw with new data, resize with the window, dispose on leave. */
export interface DrawnChart {
  update(categories: string[], series: ChartSeries[]): void;
  resize(): void;
  dispose(): void;
}

const optionOf = (categories: string[], series: ChartSeries[]): ChartOption => ({
  grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
  legend: { top: 0, data: series.map((s) => s.name) },
  tooltip: { trigger: 'axis' },
  xAxis: {
    type: 'category',
    data: categories,
    axisLabel: { interval: 0, rotate: categories.length > 7 ? 30 : 0 },
  },
  yAxis: { type: 'value', minInterval: 1 },
  series: series.map((s) =>
    s.kind === 'bar'
      ? { type: 'bar', name: s.name, data: s.values, itemStyle: { color: s.color }, barMaxWidth: 36 }
      : { type: 'line', name: s.name, data: s.values, itemStyle: { color: s.color }, smooth: true },
  ),
});

/**
 * Draws bars and lines over named categories in `target`.
 * @example const chart = drawChart(el, ['ann', 'bob'], [{ name: 'AC', kind: 'bar', values: [3, 2], color: '#30a46c' }]);
 */
export function drawChart(target: HTMLElement, categories: string[], series: ChartSeries[]): DrawnChart {
  const chart = init(target, undefined, { renderer: 'canvas' });
  chart.setOption(optionOf(categories, series));
  return {
    update: (nextCategories, nextSeries) => chart.setOption(optionOf(nextCategories, nextSeries), true),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
