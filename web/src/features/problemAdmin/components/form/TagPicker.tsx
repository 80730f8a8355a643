import { Box, Button, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, PlusIcon } from '@/components/icons';
import { TagChip } from '@/components/TagChip';
import { showMessage } from '@/lib/notices';
import { fieldId } from './sectionProps';

interface TagPickerProps {
  tags: string[];
  /** Existing tag names to pick from; a new name is created with the problem. */
  known: string[];
  onChange: (tags: string[]) => void;
}

const MAX_TAGS = 30;

/** The problem's tags: pick an existing one (suggested as you type) or add a new name. */
export function TagPicker({ tags, known, onChange }: TagPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');

  const add = () => {
    const name = draft.trim();
    if (!name) return;
    if (tags.includes(name)) {
      // Spec 03 §8: adding a duplicate tag warns.
      showMessage('warning', t('problemAdmin.form.duplicateTag', { name }));
      return;
    }
    if (name.length > 50 || tags.length >= MAX_TAGS) {
      showMessage('warning', t('problemAdmin.form.tagLimits'));
      return;
    }
    onChange([...tags, name]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const isNew = draft.trim() !== '' && !known.includes(draft.trim());

  return (
    <Flex direction="column" gap="2" mt="4" id={fieldId('tags')}>
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {t('problemAdmin.form.tags')}
      </Text>
      {tags.length > 0 ? (
        <Flex gap="2" wrap="wrap">
          {tags.map((name) => (
            <TagChip key={name} tag={{ name, color: '' }}>
              <IconButton
                type="button"
                size="1"
                variant="ghost"
                color="gray"
                className="tag-remove"
                aria-label={t('problemAdmin.form.removeTag', { name })}
                onClick={() => onChange(tags.filter((tag) => tag !== name))}
              >
                <CloseIcon size={12} />
              </IconButton>
            </TagChip>
          ))}
        </Flex>
      ) : (
        <Text size="1" color="gray">
          {t('problemAdmin.form.noTags')}
        </Text>
      )}
      <Flex gap="2" align="center" wrap="wrap">
        <Box flexGrow="1" maxWidth="320px" minWidth="180px">
          <TextField.Root
            id={id}
            list={`${id}-known`}
            value={draft}
            placeholder={t('problemAdmin.form.tagPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <datalist id={`${id}-known`}>
            {known
              .filter((name) => !tags.includes(name))
              .map((name) => (
                <option key={name} value={name} />
              ))}
          </datalist>
        </Box>
        <Button type="button" variant="soft" onClick={add} disabled={!draft.trim()}>
          <PlusIcon />
          {isNew ? t('problemAdmin.form.addNewTag') : t('problemAdmin.form.addTag')}
        </Button>
      </Flex>
    </Flex>
  );
}
