import './resultBars.css';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { type ResultCounts, type ResultKind, resultShares } from '@/lib/judgeResults';

// One colour per result, so the bars read like the verdict tags of the submission list.
const barColors: Record<ResultKind, string> = {
  ac: 'var(--green-9)',
  wa: 'var(--red-9)',
  tle: 'var(--amber-9)',
  mle: 'var(--orange-9)',
  re: 'var(--purple-9)',
  pe: 'var(--yellow-9)',
  ce: 'var(--blue-9)',
  se: 'var(--crimson-9)',
  pa: 'var(--cyan-9)',
};

/** The share of each result among a problem's submissions, one labelled bar per result. */
export function ResultBars({ counts }: { counts: ResultCounts }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="2">
      {resultShares(counts).map((share) => (
        <div key={share.kind} className="result-bar-row">
          <Text size="1" weight="medium" className="mono">
            <abbr className="result-kind" title={t(`results.${share.kind}`)}>
              {share.kind.toUpperCase()}
            </abbr>
          </Text>
          <div className="result-bar" aria-hidden="true">
            <div
              className="result-bar-fill"
              style={{ width: `${share.percent}%`, backgroundColor: barColors[share.kind] }}
            />
          </div>
          <Text size="1" color="gray" className="numeric result-bar-value">
            {share.percent.toFixed(2)}%
          </Text>
        </div>
      ))}
    </Flex>
  );
}
