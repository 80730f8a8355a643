import { announcementLimits, contestAnnouncementForm } from '@oj/events/contracts';
import { Button, Dialog, Flex, TextArea } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LabelledField, RegisteredInput } from '@/components/Field';
import { useSchemaForm } from '@/lib/useForm';
import type { AnnouncementInput } from '../api/saveContestAnnouncement';

interface AnnouncementDialogProps {
  /** The announcement being edited; undefined for a new one. */
  editing: AnnouncementInput | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves; throws when the server refused (the request layer has shown why). */
  onSave: (input: AnnouncementInput) => Promise<void>;
}

/** Title and Markdown content of a contest announcement (spec 03 section 5: both required). */
export function AnnouncementDialog({ editing, open, onOpenChange, onSave }: AnnouncementDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="600px">
        <Dialog.Title>
          {editing ? t('contestAdmin.announcements.editTitle') : t('contestAdmin.announcements.newTitle')}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('contestAdmin.announcements.dialogHint')}
        </Dialog.Description>
        {open ? (
          <AnnouncementFields initial={editing} onSave={onSave} onCancel={() => onOpenChange(false)} />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function AnnouncementFields({
  initial,
  onSave,
  onCancel,
}: {
  initial: AnnouncementInput | undefined;
  onSave: (input: AnnouncementInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(contestAnnouncementForm, {
    title: initial?.title ?? '',
    content: initial?.content ?? '',
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch {
      // the request layer has shown why; the dialog stays open
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <RegisteredInput
          label={t('contestAdmin.announcements.titleLabel')}
          error={form.message('title')}
          maxLength={announcementLimits.titleMaxLength}
          {...form.input('title')}
        />
        <LabelledField label={t('contestAdmin.announcements.contentLabel')} error={form.message('content')}>
          {(id) => (
            <TextArea
              id={id}
              rows={8}
              resize="vertical"
              color={form.message('content') ? 'red' : undefined}
              aria-invalid={form.message('content') ? true : undefined}
              {...form.input('content')}
            />
          )}
        </LabelledField>
        <Flex gap="3" mt="2" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t('contestAdmin.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {initial ? t('contestAdmin.form.save') : t('contestAdmin.announcements.post')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
