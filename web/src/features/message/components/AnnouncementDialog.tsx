import { announcementForm } from '@oj/events/contracts';
import { Button, Dialog, Flex, Switch, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '@/components/MarkdownEditor';
import { localiseServerMessage } from '@/lib/i18n';
import type { Announcement } from '../api/schemas';

interface AnnouncementDialogProps {
  /** Undefined: a new announcement. */
  announcement: Announcement | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (fields: { title: string; content: string; status: 0 | 1 }) => Promise<void>;
}

/** Create or edit a site announcement: title, markdown content with its preview, visible. */
export function AnnouncementDialog({ announcement, open, onOpenChange, onSave }: AnnouncementDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState(announcement?.title ?? '');
  const [content, setContent] = useState(announcement?.content ?? '');
  const [visible, setVisible] = useState(announcement ? announcement.status === 0 : true);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const checked = announcementForm.safeParse({ title, content, visible });
    if (!checked.success) {
      const found: { title?: string; content?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'title' || field === 'content') found[field] ??= localiseServerMessage(issue.message);
      }
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      await onSave({ title: checked.data.title, content, status: visible ? 0 : 1 });
      onOpenChange(false);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="760px">
        <Dialog.Title>
          {announcement ? t('announcement.admin.edit') : t('announcement.admin.create')}
        </Dialog.Title>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={`${id}-title`} size="2" weight="medium">
              {t('announcement.admin.fieldTitle')}
            </Text>
            <TextField.Root
              id={`${id}-title`}
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                setErrors((was) => ({ ...was, title: undefined }));
              }}
              name="title"
            />
            {errors.title ? (
              <Text size="1" color="red">
                {errors.title}
              </Text>
            ) : null}
          </Flex>
          <MarkdownEditor
            label={t('announcement.admin.fieldContent')}
            value={content}
            onChange={(next) => {
              setContent(next);
              setErrors((was) => ({ ...was, content: undefined }));
            }}
            error={errors.content}
            rows={10}
            uploads={{ files: true }}
            labels={{
              write: t('announcement.admin.write'),
              preview: t('announcement.admin.preview'),
              nothingToPreview: t('announcement.admin.nothingToPreview'),
            }}
          />
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={visible} onCheckedChange={setVisible} /> {t('announcement.admin.visible')}
            </Flex>
          </Text>
        </Flex>
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('announcement.admin.cancel')}
            </Button>
          </Dialog.Close>
          <Button loading={saving} onClick={() => void submit()}>
            {t('announcement.admin.save')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
