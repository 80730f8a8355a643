import { classificationForm, TAG_HOME_OJ } from '@oj/events/contracts';
import { Button, Dialog, Flex, Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { RegisteredInput } from '@/components/Field';
import { useSchemaForm } from '@/lib/useForm';
import type { Classification, ClassificationInput } from '../../api/tagSchemas';

interface ClassificationDialogProps {
  classification: Classification | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: ClassificationInput) => Promise<void>;
}

/** Name, bank (OJ) and rank of a classification; lists show classifications by rank, lowest first. */
export function ClassificationDialog({
  classification,
  open,
  onOpenChange,
  onSave,
}: ClassificationDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="400px">
        <Dialog.Title>
          {classification
            ? t('problemAdmin.tags.editClassification')
            : t('problemAdmin.tags.newClassification')}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('problemAdmin.tags.classificationHint')}
        </Dialog.Description>
        {open ? (
          <ClassificationFields
            classification={classification}
            onSave={onSave}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ClassificationFields({
  classification,
  onSave,
  onCancel,
}: Pick<ClassificationDialogProps, 'classification' | 'onSave'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(classificationForm, {
    name: classification?.name ?? '',
    oj: classification?.oj ?? TAG_HOME_OJ,
    rank: classification?.rank ?? 0,
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch {
      // the request layer has shown why
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <RegisteredInput
          label={t('problemAdmin.tags.classificationName')}
          error={form.message('name')}
          maxLength={50}
          {...form.input('name')}
        />
        <Grid columns="2" gap="3">
          <RegisteredInput
            label={t('problemAdmin.tags.oj')}
            error={form.message('oj')}
            maxLength={20}
            {...form.input('oj')}
          />
          <RegisteredInput
            label={t('problemAdmin.tags.rank')}
            error={form.message('rank')}
            inputMode="numeric"
            {...form.input('rank', { number: true })}
          />
        </Grid>
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
