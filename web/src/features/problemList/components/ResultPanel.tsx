import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ResultBars } from '@/components/ResultBars';
import type { ProblemRow } from '../api/getProblemList';

/** The side panel: how the submissions to the problem under the pointer ended. */
export function ResultPanel({ problem }: { problem: ProblemRow | undefined }) {
  const { t } = useTranslation();
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          {t('problemList.resultsTitle')}
        </Heading>
        {problem ? (
          <>
            <Flex direction="column" gap="1">
              <Text size="2" weight="medium" truncate>
                <span className="mono">{problem.problemId}</span> {problem.title}
              </Text>
              <Text size="1" color="gray">
                {t('problemList.submissionCount', { count: problem.total })}
              </Text>
            </Flex>
            <ResultBars counts={problem} />
          </>
        ) : (
          <Text size="2" color="gray">
            {t('problemList.hoverHint')}
          </Text>
        )}
      </Flex>
    </Card>
  );
}
