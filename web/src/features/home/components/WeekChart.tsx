import { Box, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';

export interface WeekSeries {
  name: string;
  values: number[];
  color: string;
}

interface WeekChartProps {
  days: string[];
  /** Drawn as bars. */
  bars: WeekSeries;
  /** Drawn as a line over the bars, on the same scale. */
  line: WeekSeries;
  height: number;
  label: string;
}

const TOP = 12;
const BOTTOM = 24;
const LEFT = 36;

/**
 * The home page's week of submissions: bars and a line drawn in SVG by the page itself. The home page is
 * the site's first load, and ECharts (the rank lists' charts) is ~150 kB compressed: more than all the
 * rest of this page's code. Each bar's and point's count is in its tooltip (an SVG title).
 */
export function WeekChart({ days, bars, line, height, label }: WeekChartProps) {
  // Drawn in the box's own pixels (measured), so text keeps its size at every width.
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={box} width="100%">
      {days.length === 0 || width === 0 ? (
        <Skeleton height={`${height}px`} />
      ) : (
        <Drawn days={days} bars={bars} line={line} height={height} label={label} width={width} />
      )}
    </Box>
  );
}

function Drawn({ days, bars, line, height, label, width: WIDTH }: WeekChartProps & { width: number }) {
  const top = Math.max(1, ...bars.values, ...line.values);
  const step = niceStep(top);
  const max = Math.ceil(top / step) * step;
  const plot = height - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / days.length;
  const y = (value: number) => TOP + plot - (value / max) * plot;
  const x = (index: number) => LEFT + slot * index + slot / 2;
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step);
  return (
    <Flex direction="column" gap="2">
      <Flex gap="4" justify="center">
        {[bars, line].map((series) => (
          <Flex key={series.name} align="center" gap="1">
            <span style={{ width: 12, height: 12, borderRadius: 2, background: series.color }} />
            <Text size="1">{series.name}</Text>
          </Flex>
        ))}
      </Flex>
      <svg
        role="img"
        aria-label={label}
        width={WIDTH}
        height={height}
        style={{ overflow: 'visible', fontSize: 11 }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="var(--gray-5)" strokeWidth={1} />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fill="var(--gray-11)">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const value = bars.values[i] ?? 0;
          const width = Math.min(36, slot * 0.6);
          return (
            <g key={day}>
              <rect
                x={x(i) - width / 2}
                y={y(value)}
                width={width}
                height={y(0) - y(value)}
                fill={bars.color}
              >
                <title>{`${day} ${bars.name}: ${value}`}</title>
              </rect>
              <text x={x(i)} y={height - 6} textAnchor="middle" fill="var(--gray-11)">
                {day}
              </text>
            </g>
          );
        })}
        <polyline
          points={line.values.map((value, i) => `${x(i)},${y(value)}`).join(' ')}
          fill="none"
          stroke={line.color}
          strokeWidth={2}
        />
        {line.values.map((value, i) => (
          <circle key={days[i] ?? i} cx={x(i)} cy={y(value)} r={4} fill={line.color}>
            <title>{`${days[i]} ${line.name}: ${value}`}</title>
          </circle>
        ))}
      </svg>
    </Flex>
  );
}

/** 1, 2 or 5 times a power of ten, so that about five grid lines cover `top`. */
function niceStep(top: number): number {
  const rough = top / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  return Math.max(1, step);
}
