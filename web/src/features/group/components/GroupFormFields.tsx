import { type GroupForm, groupForm } from '@oj/events/contracts';
import { GroupAuth } from '@oj/events/vocabulary';
import { Flex, Select, Switch, Text, TextArea, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { localiseServerMessage } from '@/lib/i18n';

export type GroupDraft = GroupForm;
export type DraftErrors = Partial<Record<keyof GroupForm, string>>;

export const emptyDraft: GroupDraft = {
  name: '',
  shortName: '',
  brief: '',
  description: '',
  auth: GroupAuth.public,
  code: '',
  visible: true,
};

/** The form checked by the server's own rules (spec 03 §5): the first failing rule per field, translated. */
export function checkDraft(draft: GroupDraft): { form?: GroupForm; errors: DraftErrors } {
  const parsed = groupForm.safeParse(draft);
  if (parsed.success) return { form: parsed.data, errors: {} };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof GroupForm;
    errors[field] ??= localiseServerMessage(issue.message);
  }
  return { errors };
}

interface GroupFormFieldsProps {
  draft: GroupDraft;
  errors: DraftErrors;
  onChange: (draft: GroupDraft) => void;
}

/** Name, short name, brief, description, type (with a private group's code) and visibility. */
export function GroupFormFields({ draft, errors, onChange }: GroupFormFieldsProps) {
  const { t } = useTranslation();
  const set = (changes: Partial<GroupDraft>) => onChange({ ...draft, ...changes });
  return (
    <Flex direction="column" gap="3">
      <Field label={t('group.form.name')} error={errors.name} hint={t('group.form.nameHint')}>
        <TextField.Root
          aria-label={t('group.form.name')}
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Field>
      <Field label={t('group.form.shortName')} error={errors.shortName} hint={t('group.form.shortNameHint')}>
        <TextField.Root
          aria-label={t('group.form.shortName')}
          value={draft.shortName}
          onChange={(e) => set({ shortName: e.target.value })}
        />
      </Field>
      <Field label={t('group.form.brief')} error={errors.brief} hint={t('group.form.briefHint')}>
        <TextField.Root
          aria-label={t('group.form.brief')}
          value={draft.brief}
          onChange={(e) => set({ brief: e.target.value })}
        />
      </Field>
      <Field
        label={t('group.form.description')}
        error={errors.description}
        hint={t('group.form.descriptionHint')}
      >
        <TextArea
          aria-label={t('group.form.description')}
          rows={5}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Field>
      <Field label={t('group.form.auth')} error={errors.auth}>
        <Select.Root
          value={String(draft.auth)}
          onValueChange={(value) => set({ auth: Number(value) as 1 | 2 | 3 })}
        >
          <Select.Trigger aria-label={t('group.form.auth')} />
          <Select.Content>
            <Select.Item value="1">{t('group.auth.public')}</Select.Item>
            <Select.Item value="2">{t('group.auth.protected')}</Select.Item>
            <Select.Item value="3">{t('group.auth.private')}</Select.Item>
          </Select.Content>
        </Select.Root>
      </Field>
      {draft.auth === GroupAuth.private ? (
        <Field label={t('group.form.code')} error={errors.code} hint={t('group.form.codeHint')}>
          <TextField.Root
            aria-label={t('group.form.code')}
            value={draft.code}
            maxLength={6}
            onChange={(e) => set({ code: e.target.value })}
          />
        </Field>
      ) : null}
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Switch checked={draft.visible} onCheckedChange={(visible) => set({ visible })} />
          {t('group.form.visible')}
        </Flex>
      </Text>
    </Flex>
  );
}
