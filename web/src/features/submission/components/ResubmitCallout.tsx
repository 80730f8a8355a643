import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon, RefreshIcon } from '@/components/icons';
import { showMessage } from '@/lib/notices';
import { resubmit } from '../api/resubmit';
import type { SubmissionRow } from '../api/schemas';

interface ResubmitCalloutProps {
  submitId: number;
  onChanged: (row: SubmissionRow) => void;
}

/** Status 10 "submit failed" (remote judging): why, and the author's or an admin's resubmit (spec 01 §4). */
export function ResubmitCallout({ submitId, onChanged }: ResubmitCalloutProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const again = async () => {
    setBusy(true);
    try {
      onChanged(await resubmit(submitId));
      showMessage('success', t('submission.detail.resubmitted'));
    } catch {
      // the request layer has said why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Callout.Root color="orange" variant="surface">
      <Callout.Icon>
        <InfoIcon size={16} />
      </Callout.Icon>
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }} justify="between">
        <Flex direction="column" gap="1">
          <Text weight="bold" size="2">
            {t('submission.detail.submitFailedTitle')}
          </Text>
          <Text size="2">{t('submission.detail.submitFailedHint')}</Text>
        </Flex>
        <Button onClick={() => void again()} loading={busy} data-testid="resubmit">
          <RefreshIcon size={14} /> {t('submission.detail.resubmit')}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
