import { Button, Dialog, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleError = checked && !title.trim() ? t('contestAdmin.announcements.titleRequired') : undefined;
  const contentError =
    checked && !content.trim() ? t('contestAdmin.announcements.contentRequired') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!title.trim() || !content.trim()) return;
    setBusy(true);
    try {
      await onSave({ title: title.trim(), content: content.trim() });
    } catch {
      // the request layer has shown why; the dialog stays open
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={`${id}-title`} size="2" weight="medium">
            {t('contestAdmin.announcements.titleLabel')}
          </Text>
          <TextField.Root
            id={`${id}-title`}
            value={title}
            maxLength={255}
            color={titleError ? 'red' : undefined}
            aria-invalid={titleError ? true : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
          {titleError ? (
            <Text size="1" color="red" role="alert">
              {titleError}
            </Text>
          ) : null}
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={`${id}-content`} size="2" weight="medium">
            {t('contestAdmin.announcements.contentLabel')}
          </Text>
          <TextArea
            id={`${id}-content`}
            value={content}
            rows={8}
            resize="vertical"
            color={contentError ? 'red' : undefined}
            aria-invalid={contentError ? true : undefined}
            onChange={(event) => setContent(event.target.value)}
          />
          {contentError ? (
            <Text size="1" color="red" role="alert">
              {contentError}
            </Text>
          ) : null}
        </Flex>
        <Flex gap="3" mt="2" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t('contestAdmin.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {initial ? t('contestAdmin.form.save') : t('contestAdmin.announcements.post')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
