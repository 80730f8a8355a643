import { Code, Flex, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { splitCommandLine } from '../../model/commandLine';
import type { FieldError } from '../../model/languageForm';
import { Field } from './Field';

interface CommandFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  error?: FieldError;
}

/**
 * A command typed as one line, with the arguments it splits into shown underneath: what the sandbox
 * will run is visible while typing, quotes and all.
 */
export function CommandField({ id, label, value, onChange, readOnly, error }: CommandFieldProps) {
  const { t } = useTranslation();
  const split = splitCommandLine(value);
  const argv = split.ok ? split.argv : [];
  const preview =
    argv.length > 0 ? (
      <Flex gap="1" wrap="wrap" align="center">
        <Text size="1" color="gray">
          {t('judgeAdmin.languages.argumentCount', { count: argv.length })}
        </Text>
        {argv.map((argument, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: arguments repeat and have no identity of their own.
          <Code key={index} size="1" variant="soft" color="gray" className="argument">
            {argument === '' ? '""' : argument}
          </Code>
        ))}
      </Flex>
    ) : undefined;
  return (
    <Field label={label} htmlFor={id} hint={preview} error={error}>
      <TextField.Root
        id={id}
        value={value}
        readOnly={readOnly}
        spellCheck={false}
        autoComplete="off"
        className="command-input"
        color={error ? 'red' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
