import { TAG_HOME_OJ, tagForm } from '@oj/events/contracts';
import { Button, Dialog, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, RegisteredInput } from '@/components/Field';
import { tagColor } from '@/lib/problemTag';
import { useSchemaForm } from '@/lib/useForm';
import type { AdminTag, Classification, TagInput } from '../../api/tagSchemas';

interface TagDialogProps {
  /** The tag being edited; undefined for a new one. */
  tag: AdminTag | undefined;
  classifications: Classification[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves; throws when the server refused (the request layer has shown why). */
  onSave: (input: TagInput) => Promise<void>;
}

const NONE = 'none';

/** Name, colour, bank (OJ) and classification of one tag. */
export function TagDialog({ tag, classifications, open, onOpenChange, onSave }: TagDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{tag ? t('problemAdmin.tags.editTag') : t('problemAdmin.tags.newTag')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('problemAdmin.tags.tagHint')}
        </Dialog.Description>
        {/* Mounted per opening, so the fields start from the tag each time. */}
        {open ? (
          <TagFields
            tag={tag}
            classifications={classifications}
            onSave={onSave}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function TagFields({
  tag,
  classifications,
  onSave,
  onCancel,
}: Pick<TagDialogProps, 'tag' | 'classifications' | 'onSave'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useSchemaForm(tagForm, {
    name: tag?.name ?? '',
    color: tag?.color ?? '',
    oj: tag?.oj ?? TAG_HOME_OJ,
    tcid: tag?.tcid ?? null,
  });
  const color = form.value('color');
  const tcid = form.value('tcid');
  const oj = form.watch('oj') ?? '';
  const sameOj = classifications.filter((c) => c.oj === oj.trim().toUpperCase());
  const shownTcid = tcid.value != null && sameOj.some((c) => c.id === tcid.value) ? tcid.value : null;

  const submit = form.handleSubmit(async (input) => {
    try {
      // a classification of another bank than the one typed last is dropped, as the select shows
      await onSave({ ...input, tcid: sameOj.some((c) => c.id === input.tcid) ? input.tcid : null });
    } catch {
      // the request layer has shown why; the dialog stays open to fix it
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <RegisteredInput
          label={t('problemAdmin.tags.name')}
          error={form.message('name')}
          maxLength={50}
          {...form.input('name')}
        />
        <Field label={t('problemAdmin.tags.color')} htmlFor={`${id}-color`} error={form.message('color')}>
          <Flex gap="2" align="center">
            <input
              type="color"
              className="color-swatch"
              value={
                color.value && tagColor(color.value) && color.value.length === 7 ? color.value : '#3b82f6'
              }
              aria-label={t('problemAdmin.tags.pickColor')}
              onChange={(event) => color.onChange(event.target.value)}
            />
            <TextField.Root
              id={`${id}-color`}
              placeholder={t('problemAdmin.tags.colorPlaceholder')}
              color={form.message('color') ? 'red' : undefined}
              aria-invalid={form.message('color') ? true : undefined}
              style={{ flexGrow: 1 }}
              {...form.input('color')}
            />
          </Flex>
        </Field>
        <Flex gap="3">
          <Flex direction="column" width="120px">
            <RegisteredInput
              label={t('problemAdmin.tags.oj')}
              error={form.message('oj')}
              maxLength={20}
              {...form.input('oj')}
            />
          </Flex>
          <Flex direction="column" gap="1" flexGrow="1">
            <Text size="2" weight="medium">
              {t('problemAdmin.tags.classification')}
            </Text>
            <Select.Root
              value={shownTcid === null ? NONE : String(shownTcid)}
              onValueChange={(value) => tcid.onChange(value === NONE ? null : Number(value))}
            >
              <Select.Trigger aria-label={t('problemAdmin.tags.classification')} />
              <Select.Content>
                <Select.Item value={NONE}>{t('problemAdmin.tags.unclassified')}</Select.Item>
                {sameOj.map((c) => (
                  <Select.Item key={c.id} value={String(c.id)}>
                    {c.name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        </Flex>
        <Flex gap="3" mt="2" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t('problemAdmin.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('problemAdmin.form.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
