import { SubmissionStatus } from '@oj/events/vocabulary';
import { Button, Card, Flex, Heading, Select, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '@/components/icons';
import { showMessage } from '@/lib/notices';
import { cancelJudge } from '../api/cancelJudge';
import { manualJudge } from '../api/manualJudge';
import { rejudge } from '../api/rejudge';
import type { SubmissionRow } from '../api/schemas';
import { judgeControlsOpen, manualStatuses, statusLook } from '../model/status';

interface AdminJudgeControlsProps {
  submission: SubmissionRow;
  onChanged: (row: SubmissionRow) => void;
}

type Action = 'rejudge' | 'manual' | 'cancel';

/**
 * The super admin's rejudge, manual judge and cancel (spec 01 §4). Manual judge and cancel are closed
 * while the submission compiles or runs, and for a compile error.
 */
export function AdminJudgeControls({ submission, onChanged }: AdminJudgeControlsProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('0');
  const [score, setScore] = useState('');
  const [busy, setBusy] = useState<Action>();
  const open = judgeControlsOpen(submission.status);
  const scoreValue = score.trim() === '' ? undefined : Number(score);
  const scoreValid = scoreValue === undefined || (Number.isInteger(scoreValue) && scoreValue >= 0);

  const run = async (action: Action, call: () => Promise<SubmissionRow>, done: string) => {
    setBusy(action);
    try {
      onChanged(await call());
      showMessage('success', done);
    } catch {
      // the request layer has said why
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h3" size="3">
          {t('submission.admin.title')}
        </Heading>
        <Flex gap="3" align="end" wrap="wrap">
          <Button
            variant="soft"
            loading={busy === 'rejudge'}
            onClick={() =>
              void run('rejudge', () => rejudge(submission.submitId), t('submission.admin.rejudged'))
            }
          >
            <RefreshIcon size={14} /> {t('submission.admin.rejudge')}
          </Button>
          <Flex direction="column" gap="1">
            <Text size="1" color="gray">
              {t('submission.admin.manualStatus')}
            </Text>
            <Select.Root value={status} onValueChange={setStatus} disabled={!open}>
              <Select.Trigger aria-label={t('submission.admin.manualStatus')} className="status-select" />
              <Select.Content position="popper">
                {manualStatuses.map((code) => (
                  <Select.Item key={code} value={String(code)}>
                    {t(`submission.status.${statusLook(code).key}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1">
            <Text size="1" color="gray">
              {t('submission.admin.manualScore')}
            </Text>
            <TextField.Root
              value={score}
              onChange={(event) => setScore(event.target.value)}
              inputMode="numeric"
              disabled={!open}
              aria-label={t('submission.admin.manualScore')}
              color={scoreValid ? undefined : 'red'}
              className="score-field"
            />
          </Flex>
          <Button
            disabled={!open || !scoreValid}
            loading={busy === 'manual'}
            onClick={() =>
              void run(
                'manual',
                () => manualJudge(submission.submitId, Number(status), scoreValue),
                t('submission.admin.manualDone'),
              )
            }
          >
            {t('submission.admin.manualJudge')}
          </Button>
          <Button
            color="red"
            variant="soft"
            disabled={!open || submission.status === SubmissionStatus.cancelled}
            loading={busy === 'cancel'}
            onClick={() =>
              void run('cancel', () => cancelJudge(submission.submitId), t('submission.admin.cancelled'))
            }
          >
            {t('submission.admin.cancel')}
          </Button>
        </Flex>
        {!open ? (
          <Text size="1" color="gray">
            {t('submission.admin.closedHint')}
          </Text>
        ) : null}
      </Flex>
    </Card>
  );
}
