import { Box, Skeleton, Text } from '@radix-ui/themes';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarHeatmap } from '../api/getCalendarHeatmap';
import { shapeHeatmap } from '../model/heatmap';
import type { HeatmapLabels } from '../model/heatmapChart';

function namesOf(language: string): Pick<HeatmapLabels, 'months' | 'weekdays'> {
  const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return {
    months: Array.from({ length: 12 }, (_, m) => month.format(Date.UTC(2024, m, 1))),
    // 7 January 2024 was a Sunday, and ECharts counts weekdays from Sunday.
    weekdays: Array.from({ length: 7 }, (_, d) => weekday.format(Date.UTC(2024, 0, 7 + d))),
  };
}

/** The last year's submissions per day as a calendar heat map. */
export function SubmissionHeatmap({ heatmap }: { heatmap: CalendarHeatmap | undefined }) {
  const { t, i18n } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const series = useMemo(() => heatmap && shapeHeatmap(heatmap.dataList, heatmap.endDate), [heatmap]);
  const language = i18n.language;

  useEffect(() => {
    const target = element.current;
    if (!series || !target) return;
    let chart: { resize: () => void; dispose: () => void } | undefined;
    let cancelled = false;
    const labels: HeatmapLabels = {
      ...namesOf(language),
      tooltip: (day, count) => i18n.t('userHome.heatmapTooltip', { day, count }),
    };
    void import('../model/heatmapChart').then(({ drawHeatmap }) => {
      if (cancelled) return;
      chart = drawHeatmap(target, series, labels);
      // On a narrow screen the recent weeks matter most: start scrolled to the end of the year.
      scroller.current?.scrollTo({ left: scroller.current.scrollWidth });
    });
    const resize = () => chart?.resize();
    window.addEventListener('resize', resize);
    return () => {
      cancelled = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [series, language, i18n]);

  return (
    <Box>
      <Text as="p" size="2" color="gray" mb="2">
        {series ? t('userHome.heatmapSummary', { count: series.total }) : t('userHome.heatmapTitle')}
      </Text>
      {/* A year of weeks needs about 720 px; narrower screens scroll it sideways. */}
      <Box className="heatmap-scroll" ref={scroller}>
        {series ? <div ref={element} className="heatmap" /> : <Skeleton height="150px" />}
      </Box>
    </Box>
  );
}
