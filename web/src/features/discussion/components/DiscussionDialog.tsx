import { zodResolver } from '@hookform/resolvers/zod';
import { type DiscussionForm, discussionForm } from '@oj/events/contracts';
import { Button, Dialog, Flex, Select, Switch, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '@/components/MarkdownEditor';
import { localiseServerMessage } from '@/lib/i18n';
import { showMessage } from '@/lib/notices';
import { saveGroupDiscussion } from '../api/groupDiscussions';
import { saveDiscussion } from '../api/saveDiscussion';
import type { Category, DiscussionDetail } from '../api/schemas';

interface DiscussionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly Category[];
  /** Editing this discussion; absent: a new one (about `problemId` when given). */
  editing?: DiscussionDetail;
  problemId?: string;
  /** Admins see the top-priority switch (spec 02 section 5); in a group, its admins. */
  canPin: boolean;
  /** Posted in this group (spec 03 §2.7): saved through the group's calls. */
  gid?: number;
  /** The whole window (spec 03 §2.7: the group's create/edit dialog is full-screen). */
  fullScreen?: boolean;
  onSaved: (saved: DiscussionDetail) => void;
}

/** The create/edit dialog: title, description, category, Markdown content with a preview, and top for admins. */
export function DiscussionDialog(props: DiscussionDialogProps) {
  const { t } = useTranslation();
  const { open, onOpenChange, editing } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth={props.fullScreen ? 'none' : '760px'}
        className={props.fullScreen ? 'discussion-dialog discussion-dialog-full' : 'discussion-dialog'}
      >
        <Dialog.Title>
          {editing ? t('discussion.form.editTitle') : t('discussion.form.createTitle')}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" className="visually-hidden">
          {editing ? t('discussion.form.editTitle') : t('discussion.form.createTitle')}
        </Dialog.Description>
        {/* Mounted only while open, so each opening starts from the discussion (or empty). */}
        {open ? <DiscussionFormBody {...props} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The title without the `[problemId] ` the server puts in front (it adds it again on save). */
function bareTitle(detail: DiscussionDetail): string {
  const prefix = detail.pid ? `[${detail.pid}] ` : '';
  return prefix && detail.title.startsWith(prefix) ? detail.title.slice(prefix.length) : detail.title;
}

function DiscussionFormBody({
  categories,
  editing,
  problemId,
  canPin,
  gid,
  onSaved,
  onOpenChange,
}: DiscussionDialogProps) {
  const { t } = useTranslation();
  const ids = { title: useId(), description: useId(), category: useId() };
  const [busy, setBusy] = useState(false);
  const form = useForm<DiscussionForm>({
    resolver: zodResolver(discussionForm),
    defaultValues: editing
      ? {
          title: bareTitle(editing),
          description: editing.description,
          categoryId: editing.categoryId,
          content: editing.content,
          topPriority: editing.topPriority,
        }
      : { title: '', description: '', content: '', topPriority: false },
  });
  const errorOf = (name: keyof DiscussionForm) => {
    const message = form.formState.errors[name]?.message;
    return message ? localiseServerMessage(message) : undefined;
  };
  const aboutProblem = editing?.pid ?? problemId;

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const fields = canPin ? values : { ...values, topPriority: editing?.topPriority ?? false };
      const target = editing ? { id: editing.id } : { pid: problemId ?? null };
      const saved =
        gid === undefined
          ? await saveDiscussion(fields, target)
          : await saveGroupDiscussion(gid, fields, target);
      showMessage('success', editing ? t('discussion.messages.updated') : t('discussion.messages.posted'));
      onSaved(saved);
      onOpenChange(false);
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  });

  const fieldError = (id: string, message: string | undefined) =>
    message ? (
      <Text id={`${id}-error`} size="1" color="red" role="alert">
        {message}
      </Text>
    ) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3" mt="3">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids.title} size="2" weight="medium">
            {t('discussion.form.title')}
          </Text>
          <TextField.Root
            id={ids.title}
            maxLength={255}
            color={errorOf('title') ? 'red' : undefined}
            aria-invalid={errorOf('title') ? true : undefined}
            {...form.register('title')}
          />
          {aboutProblem ? (
            <Text size="1" color="gray">
              {t('discussion.form.titlePrefix', { problemId: aboutProblem })}
            </Text>
          ) : null}
          {fieldError(ids.title, errorOf('title'))}
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids.description} size="2" weight="medium">
            {t('discussion.form.description')}
          </Text>
          <TextField.Root
            id={ids.description}
            maxLength={255}
            color={errorOf('description') ? 'red' : undefined}
            aria-invalid={errorOf('description') ? true : undefined}
            {...form.register('description')}
          />
          {fieldError(ids.description, errorOf('description'))}
        </Flex>
        <Flex gap="4" align="end" wrap="wrap">
          <Flex direction="column" gap="1" className="discussion-category-field">
            <Text as="label" id={ids.category} size="2" weight="medium">
              {t('discussion.form.category')}
            </Text>
            <Controller
              control={form.control}
              name="categoryId"
              render={({ field }) => (
                <Select.Root
                  value={field.value ? String(field.value) : undefined}
                  onValueChange={(value) => field.onChange(Number(value))}
                >
                  <Select.Trigger
                    aria-labelledby={ids.category}
                    placeholder={t('discussion.form.chooseCategory')}
                    color={errorOf('categoryId') ? 'red' : undefined}
                  />
                  <Select.Content>
                    {categories.map((category) => (
                      <Select.Item key={category.id} value={String(category.id)}>
                        {category.name}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
            />
            {fieldError(ids.category, errorOf('categoryId'))}
          </Flex>
          {canPin ? (
            <Text as="label" size="2">
              <Flex gap="2" align="center" pb="1">
                <Controller
                  control={form.control}
                  name="topPriority"
                  render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} />}
                />
                {t('discussion.form.topPriority')}
              </Flex>
            </Text>
          ) : null}
        </Flex>
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <MarkdownEditor
              label={t('discussion.form.content')}
              value={field.value}
              onChange={field.onChange}
              error={errorOf('content')}
              rows={10}
              maxLength={65_535}
              uploads={canPin ? { files: true } : undefined}
              labels={{
                write: t('discussion.form.write'),
                preview: t('discussion.form.preview'),
                nothingToPreview: t('discussion.form.nothingToPreview'),
              }}
            />
          )}
        />
        <Flex gap="3" justify="end" mt="2">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t('discussion.form.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={busy}>
            {editing ? t('discussion.form.save') : t('discussion.form.submit')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
