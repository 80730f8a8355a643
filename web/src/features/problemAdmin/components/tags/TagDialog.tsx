import { Button, Dialog, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagColor } from '@/lib/problemTag';
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
  const [name, setName] = useState(tag?.name ?? '');
  const [color, setColor] = useState(tag?.color ?? '');
  const [oj, setOj] = useState(tag?.oj ?? 'ME');
  const [tcid, setTcid] = useState<number | null>(tag?.tcid ?? null);
  const [nameError, setNameError] = useState(false);
  const [colorError, setColorError] = useState(false);
  const [busy, setBusy] = useState(false);
  const sameOj = classifications.filter((c) => c.oj === oj.trim().toUpperCase());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const badName = !name.trim();
    const badColor = color.trim() !== '' && !tagColor(color.trim());
    setNameError(badName);
    setColorError(badColor);
    if (badName || badColor) return;
    setBusy(true);
    try {
      const classification = sameOj.some((c) => c.id === tcid) ? tcid : null;
      await onSave({ name: name.trim(), color: color.trim(), oj: oj.trim() || 'ME', tcid: classification });
    } catch {
      // the request layer has shown why; the dialog stays open to fix it
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={`${id}-name`} size="2" weight="medium">
            {t('problemAdmin.tags.name')}
          </Text>
          <TextField.Root
            id={`${id}-name`}
            value={name}
            maxLength={50}
            color={nameError ? 'red' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {nameError ? (
            <Text size="1" color="red">
              {t('problemAdmin.tags.nameRequired')}
            </Text>
          ) : null}
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={`${id}-color`} size="2" weight="medium">
            {t('problemAdmin.tags.color')}
          </Text>
          <Flex gap="2" align="center">
            <input
              type="color"
              className="color-swatch"
              value={tagColor(color) && color.length === 7 ? color : '#3b82f6'}
              aria-label={t('problemAdmin.tags.pickColor')}
              onChange={(event) => setColor(event.target.value)}
            />
            <TextField.Root
              id={`${id}-color`}
              value={color}
              placeholder={t('problemAdmin.tags.colorPlaceholder')}
              color={colorError ? 'red' : undefined}
              style={{ flexGrow: 1 }}
              onChange={(event) => setColor(event.target.value)}
            />
          </Flex>
          {colorError ? (
            <Text size="1" color="red">
              {t('problemAdmin.tags.colorFormat')}
            </Text>
          ) : null}
        </Flex>
        <Flex gap="3">
          <Flex direction="column" gap="1" width="120px">
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
            <Text size="2" weight="medium">
              {t('problemAdmin.tags.classification')}
            </Text>
            <Select.Root
              value={tcid !== null && sameOj.some((c) => c.id === tcid) ? String(tcid) : NONE}
              onValueChange={(value) => setTcid(value === NONE ? null : Number(value))}
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
          <Button type="submit" loading={busy}>
            {t('problemAdmin.form.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
