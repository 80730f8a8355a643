import { discussionLimits, REPORT_LABELS, reportForm } from '@oj/events/contracts';
import { Button, CheckboxCards, Dialog, Flex, Text, TextArea } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '@/lib/notices';
import { useSchemaForm } from '@/lib/useForm';
import { reportDiscussion } from '../api/reportDiscussion';

interface ReportDialogProps {
  did: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Report a discussion: at least one of the six labels or a reason (spec 02 section 5). */
export function ReportDialog({ did, open, onOpenChange }: ReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{t('discussion.report.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" className="visually-hidden">
          {t('discussion.report.title')}
        </Dialog.Description>
        {open ? <ReportForm did={did} onDone={() => onOpenChange(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ReportForm({ did, onDone }: { did: number; onDone: () => void }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const form = useSchemaForm(reportForm, { labels: [], reason: '' });
  const labels = form.value('labels');
  const error = form.message('reason');

  const submit = form.handleSubmit(async (content) => {
    try {
      await reportDiscussion(did, content);
      showMessage('success', t('discussion.messages.reported'));
      onDone();
    } catch {
      // the request layer has shown why
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3" mt="3">
        <Text size="2" weight="medium">
          {t('discussion.report.labels')}
        </Text>
        <CheckboxCards.Root
          columns={{ initial: '2', sm: '3' }}
          size="1"
          value={labels.value}
          onValueChange={(next) => {
            labels.onChange(REPORT_LABELS.filter((label) => next.includes(label)));
            form.clearErrors('reason');
          }}
        >
          {REPORT_LABELS.map((label) => (
            <CheckboxCards.Item key={label} value={label}>
              {t(`discussion.report.label.${label}`)}
            </CheckboxCards.Item>
          ))}
        </CheckboxCards.Root>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={reasonId} size="2" weight="medium">
            {t('discussion.report.reason')}
          </Text>
          <TextArea
            id={reasonId}
            rows={3}
            maxLength={discussionLimits.reportReasonMaxLength}
            placeholder={t('discussion.report.reasonPlaceholder')}
            color={error ? 'red' : undefined}
            aria-invalid={error ? true : undefined}
            {...form.input('reason')}
          />
        </Flex>
        {error ? (
          <Text size="1" color="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Flex gap="3" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t('discussion.report.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" color="red" loading={form.formState.isSubmitting}>
            {t('discussion.report.submit')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
