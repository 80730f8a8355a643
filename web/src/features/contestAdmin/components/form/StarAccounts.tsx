import { Badge, Button, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { CloseIcon, PlusIcon } from '@/components/icons';
import { addStarAccount } from '../../model/contestForm';
import { fieldId } from './sectionProps';

interface StarAccountsProps {
  accounts: string[];
  error: string | undefined;
  onChange: (accounts: string[]) => void;
}

/** Unofficial contestants: typed one at a time, trimmed; a name already listed is refused. */
export function StarAccounts({ accounts, error, onChange }: StarAccountsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string>();

  const add = () => {
    const result = addStarAccount(accounts, typed);
    if (result.ok) {
      onChange(result.list);
      setTyped('');
      setRefusal(undefined);
    } else {
      setRefusal(t(`contestAdmin.form.star.${result.reason}`, { name: typed.trim() }));
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter adds the name instead of sending the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Field
      id={fieldId('starAccount')}
      label={t('contestAdmin.form.star.label')}
      htmlFor={id}
      hint={t('contestAdmin.form.star.hint')}
      error={refusal ?? error}
    >
      <Flex gap="2">
        <TextField.Root
          id={id}
          value={typed}
          maxLength={20}
          placeholder={t('contestAdmin.form.star.placeholder')}
          style={{ flexGrow: 1, maxWidth: 320 }}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setTyped(event.target.value);
            setRefusal(undefined);
          }}
        />
        <Button type="button" variant="soft" onClick={add}>
          <PlusIcon />
          {t('contestAdmin.form.star.add')}
        </Button>
      </Flex>
      {accounts.length > 0 ? (
        <Flex gap="2" wrap="wrap" mt="1" role="list">
          {accounts.map((name) => (
            <Badge key={name} size="2" variant="soft" color="amber" role="listitem">
              ★ {name}
              <IconButton
                type="button"
                size="1"
                variant="ghost"
                color="amber"
                className="contest-chip-remove"
                aria-label={t('contestAdmin.form.star.remove', { name })}
                onClick={() => onChange(accounts.filter((other) => other !== name))}
              >
                <CloseIcon size={12} />
              </IconButton>
            </Badge>
          ))}
        </Flex>
      ) : (
        <Text size="1" color="gray">
          {t('contestAdmin.form.star.none')}
        </Text>
      )}
    </Field>
  );
}
