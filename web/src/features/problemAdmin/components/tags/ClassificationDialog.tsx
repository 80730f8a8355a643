import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const id = useId();
  const [name, setName] = useState(classification?.name ?? '');
  const [oj, setOj] = useState(classification?.oj ?? 'ME');
  const [rank, setRank] = useState(String(classification?.rank ?? 0));
  const [errors, setErrors] = useState<{ name?: boolean; rank?: boolean }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: !name.trim(),
      rank: !/^\d{1,10}$/.test(rank.trim()) || Number(rank) > 2_147_483_647,
    };
    setErrors(found);
    if (found.name || found.rank) return;
    setBusy(true);
    try {
      await onSave({ name: name.trim(), oj: oj.trim() || 'ME', rank: Number(rank) });
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={`${id}-name`} size="2" weight="medium">
            {t('problemAdmin.tags.classificationName')}
          </Text>
          <TextField.Root
            id={`${id}-name`}
            value={name}
            maxLength={50}
            color={errors.name ? 'red' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {errors.name ? (
            <Text size="1" color="red">
              {t('problemAdmin.tags.nameRequired')}
            </Text>
          ) : null}
        </Flex>
        <Flex gap="3">
          <Flex direction="column" gap="1" flexGrow="1">
            <Text as="label" htmlFor={`${id}-oj`} size="2" weight="medium">
              {t('problemAdmin.tags.oj')}
            </Text>
            <TextField.Root
              id={`${id}-oj`}
              value={oj}
              maxLength={20}
              onChange={(event) => setOj(event.target.value)}
            />
          </Flex>
          <Flex direction="column" gap="1" flexGrow="1">
            <Text as="label" htmlFor={`${id}-rank`} size="2" weight="medium">
              {t('problemAdmin.tags.rank')}
            </Text>
            <TextField.Root
              id={`${id}-rank`}
              value={rank}
              inputMode="numeric"
              color={errors.rank ? 'red' : undefined}
              onChange={(event) => setRank(event.target.value)}
            />
          </Flex>
        </Flex>
        {errors.rank ? (
          <Text size="1" color="red">
            {t('problemAdmin.tags.rankFormat')}
          </Text>
        ) : null}
        <Flex gap="3" mt="2" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t('problemAdmin.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('problemAdmin.form.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
