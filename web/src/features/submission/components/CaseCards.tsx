import { SubmissionStatus } from '@oj/events/vocabulary';
import { Box, Flex, Grid, Popover, Text } from '@radix-ui/themes';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMemory, formatTime } from '@/lib/format';
import type { CaseResult } from '../api/schemas';
import { isEmptyText } from '../model/programText';
import { statusLook } from '../model/status';
import { ProgramTextView } from './ProgramTextView';

interface CaseCardsProps {
  cases: CaseResult[];
  /** OI problems score each case. */
  scored: boolean;
  /** A special judge: an accepted case reads 'Success' (its answer is not unique). */
  specialJudge: boolean;
}

/** One card per test point: its status, time, memory and score; details on click when there are any. */
export function CaseCards({ cases, scored, specialJudge }: CaseCardsProps) {
  return (
    <Grid columns={{ initial: '2', xs: '3', sm: '4', md: '6' }} gap="3">
      {cases.map((c) => (
        <CaseCard key={c.seq} judged={c} scored={scored} specialJudge={specialJudge} />
      ))}
    </Grid>
  );
}

function CaseCard({
  judged: c,
  scored,
  specialJudge,
}: {
  judged: CaseResult;
  scored: boolean;
  specialJudge: boolean;
}) {
  const { t } = useTranslation();
  const look = statusLook(c.status);
  const name =
    specialJudge && c.status === SubmissionStatus.accepted
      ? t('submission.detail.success')
      : t(`submission.status.${look.key}`);
  const details = !isEmptyText(c.userOutput) || !isEmptyText(c.message);
  const card = (
    <Box
      className="case-card"
      style={
        {
          '--case-color': `var(--${look.color}-9)`,
          '--case-tint': `var(--${look.color}-a2)`,
        } as CSSProperties
      }
      data-status={c.status}
      aria-label={t('submission.detail.caseLabel', { seq: c.seq, status: name })}
    >
      <Flex direction="column" gap="1">
        <Flex justify="between" align="baseline">
          <Text size="1" color="gray">
            {t('submission.detail.caseTitle', { seq: c.seq })}
          </Text>
          <Text size="3" weight="bold" className="case-short">
            {specialJudge && c.status === SubmissionStatus.accepted ? 'OK' : look.short}
          </Text>
        </Flex>
        <Text size="1" weight="medium" truncate>
          {name}
        </Text>
        <Text size="1" color="gray" className="numeric">
          {formatTime(c.time)} · {formatMemory(c.memory)}
        </Text>
        {scored ? (
          <Text size="1" color="gray" className="numeric">
            {t('submission.column.score')}: {c.score}
          </Text>
        ) : null}
      </Flex>
    </Box>
  );
  if (!details) return card;
  return (
    <Popover.Root>
      <Popover.Trigger>
        <button type="button" className="case-card-button">
          {card}
        </button>
      </Popover.Trigger>
      <Popover.Content maxWidth="420px" size="1">
        <Flex direction="column" gap="2">
          <Text size="2" weight="bold">
            {t('submission.detail.caseTitle', { seq: c.seq })} · {name}
          </Text>
          {c.inputName ? (
            <Text size="1" color="gray" className="mono">
              {c.inputName} / {c.outputName}
            </Text>
          ) : null}
          {!isEmptyText(c.userOutput) ? (
            <Box>
              <Text size="1" weight="medium">
                {t('submission.detail.userOutput')}
              </Text>
              <pre className="output-text">
                <ProgramTextView parts={c.userOutput.parts} />
              </pre>
            </Box>
          ) : null}
          {!isEmptyText(c.message) ? (
            <Box>
              <Text size="1" weight="medium">
                {t('submission.detail.checkerMessage')}
              </Text>
              <pre className="output-text">
                <ProgramTextView parts={c.message.parts} />
              </pre>
            </Box>
          ) : null}
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
