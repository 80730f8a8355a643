import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '@/components/icons';
import type { SolvedProblem } from '../api/getUserHomeInfo';
import { sortedGroups } from '../model/profile';

interface SolvedProblemsProps {
  groups: Record<string, SolvedProblem[]>;
  /** Shown when no group has a problem. */
  emptyText: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * Solved problems grouped by difficulty, one fold per level. The problem pages come later, so the
 * ids are not links yet.
 */
export function SolvedProblems({ groups, emptyText, refreshing, onRefresh }: SolvedProblemsProps) {
  const { t } = useTranslation();
  const sorted = sortedGroups(groups);
  return (
    <Flex direction="column" gap="3">
      <Flex justify="end">
        <Button variant="soft" size="1" loading={refreshing} onClick={onRefresh}>
          <RefreshIcon size={14} /> {t('userHome.refresh')}
        </Button>
      </Flex>
      {sorted.length === 0 ? (
        <Text as="p" color="gray" size="2" align="center" my="5">
          {emptyText}
        </Text>
      ) : (
        sorted.map(([level, problems], index) => (
          <details key={level} className="fold" open={index === 0}>
            <summary>
              <Text weight="medium">{t('userHome.difficulty', { level })}</Text>
              <Badge color="gray" ml="2">
                {problems.length}
              </Badge>
            </summary>
            <Flex gap="2" wrap="wrap" p="3">
              {problems.map((problem) => (
                <Badge key={problem.problemId} size="2" variant="surface" title={problem.title || undefined}>
                  {problem.problemId}
                </Badge>
              ))}
            </Flex>
          </details>
        ))
      )}
    </Flex>
  );
}
