import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatMemory, formatTime } from '@/lib/format';
import type { Subtask } from '../api/getAllCaseResult';
import type { CaseResult } from '../api/schemas';
import { CaseCards } from './CaseCards';
import { StatusTag } from './StatusTag';

interface SubtaskListProps {
  subtasks: Subtask[];
  cases: CaseResult[];
  scored: boolean;
  specialJudge: boolean;
}

/** Grouped test data: each subtask's verdict, score and passed cases, over its own case cards. */
export function SubtaskList({ subtasks, cases, scored, specialJudge }: SubtaskListProps) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="3">
      {subtasks.map((subtask) => (
        <Card key={subtask.groupNum}>
          <Flex direction="column" gap="3">
            <Flex align="center" gap="3" wrap="wrap">
              <Heading as="h4" size="2">
                {t('submission.detail.subtask', { group: subtask.groupNum })}
              </Heading>
              <StatusTag status={subtask.status} />
              <Text size="2" color="gray" className="numeric">
                {t('submission.detail.subtaskSummary', {
                  ac: subtask.ac,
                  total: subtask.total,
                  score: subtask.score,
                })}
              </Text>
              <Text size="2" color="gray" className="numeric">
                {formatTime(subtask.time)} · {formatMemory(subtask.memory)}
              </Text>
            </Flex>
            <CaseCards
              cases={cases.filter((c) => c.groupNum === subtask.groupNum)}
              scored={scored}
              specialJudge={specialJudge}
            />
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
