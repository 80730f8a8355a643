import { SubmissionStatus } from '@oj/events/vocabulary';
import { Badge, Box, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMemory, formatTime } from '@/lib/format';
import type { SubmissionRow } from '../api/schemas';
import { isOpenStatus, statusLook } from '../model/status';

interface StatusBannerProps {
  submission: SubmissionRow;
  /** Cases judged so far while judging (live), for "3 judged". */
  judged: number;
}

/** The verdict in large, in its colour, with time, memory and score; progress while judging. */
export function StatusBanner({ submission, judged }: StatusBannerProps) {
  const { t } = useTranslation();
  const look = statusLook(submission.status);
  const open = isOpenStatus(submission.status);
  return (
    <Box
      className="status-banner"
      style={
        {
          '--banner-color': `var(--${look.color}-9)`,
          '--banner-tint': `var(--${look.color}-a2)`,
        } as CSSProperties
      }
      data-status={submission.status}
      role="status"
    >
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Flex align="center" gap="3">
          {open ? <Spinner size="3" /> : null}
          <Heading as="h2" size="6" className="status-banner-title">
            {t(`submission.status.${look.key}`)}
          </Heading>
          {submission.isManual ? (
            <Badge color="gray" variant="outline">
              {t('submission.detail.manual')}
            </Badge>
          ) : null}
        </Flex>
        <Flex gap="4" wrap="wrap" className="numeric">
          {open && submission.status === SubmissionStatus.judging ? (
            <Text color="gray">{t('submission.progress', { count: judged })}</Text>
          ) : null}
          {submission.score !== null ? (
            <Text>
              {t('submission.column.score')}: <strong>{submission.score}</strong>
            </Text>
          ) : null}
          {!open ? (
            <>
              <Text>
                {t('submission.column.time')}: <strong>{formatTime(submission.time)}</strong>
              </Text>
              <Text>
                {t('submission.column.memory')}: <strong>{formatMemory(submission.memory)}</strong>
              </Text>
            </>
          ) : null}
        </Flex>
      </Flex>
    </Box>
  );
}
