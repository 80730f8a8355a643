// ECharts, cut down to what the calendar needs. This module is imported lazily, so the chart library
// is only downloaded by readers who open a user's home page.
import { HeatmapChart, type HeatmapSeriesOption } from 'echarts/charts';
import {
  CalendarComponent,
  type CalendarComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
  VisualMapComponent,
  type VisualMapComponentOption,
} from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { HeatmapSeries } from './heatmap';

type HeatmapOption = ComposeOption<
  HeatmapSeriesOption | CalendarComponentOption | TooltipComponentOption | VisualMapComponentOption
>;

use([HeatmapChart, CalendarComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export interface HeatmapLabels {
  /** Jan..Dec and Sun..Sat in the reader's language. */
  months: string[];
  weekdays: string[];
  tooltip: (day: string, count: number) => string;
}

// GitHub's greens: no submissions, then four steps of activity.
const palette = ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'];

/** Draws the calendar into `element`; returns how to resize and remove it. */
export function drawHeatmap(element: HTMLElement, series: HeatmapSeries, labels: HeatmapLabels) {
  const chart = init(element, undefined, { renderer: 'canvas' });
  const step = Math.max(1, Math.ceil(series.max / 4));
  const option: HeatmapOption = {
    tooltip: {
      formatter: (params) => {
        const value = (Array.isArray(params) ? params[0] : params)?.value;
        return Array.isArray(value) ? labels.tooltip(String(value[0]), Number(value[1])) : '';
      },
    },
    visualMap: {
      show: false,
      type: 'piecewise',
      pieces: [
        { value: 0, color: palette[0] },
        { min: 1, max: step, color: palette[1] },
        { min: step + 1, max: step * 2, color: palette[2] },
        { min: step * 2 + 1, max: step * 3, color: palette[3] },
        { min: step * 3 + 1, color: palette[4] },
      ],
    },
    calendar: {
      range: series.range,
      top: 24,
      left: 32,
      right: 8,
      bottom: 4,
      cellSize: ['auto', 13],
      splitLine: { show: false },
      itemStyle: { borderColor: '#fff', borderWidth: 3 },
      yearLabel: { show: false },
      monthLabel: { nameMap: labels.months, fontSize: 11, color: '#57606a' },
      dayLabel: { firstDay: 1, nameMap: labels.weekdays, fontSize: 10, color: '#57606a' },
    },
    series: { type: 'heatmap', coordinateSystem: 'calendar', data: series.days },
  };
  chart.setOption(option);
  return { resize: () => chart.resize(), dispose: () => chart.dispose() };
}
