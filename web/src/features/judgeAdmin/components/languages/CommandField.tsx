import { splitCommandLine } from '@oj/events/contracts';
import { Code, Flex, Text, TextField } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';

interface CommandFieldProps {
  label: string;
  htmlFor: string;
  /** The rule's message, already translated. */
  error: string | undefined;
  /** The line as typed, for the preview. */
  line: string;
  /** The input's binding to the form (id, registration, read-only, colour). */
  input: ComponentProps<typeof TextField.Root>;
}

/**
 * A command typed as one line, with the arguments it splits into shown underneath: what the sandbox
 * will run is visible while typing, quotes and all.
 */
export function CommandField({ label, htmlFor, error, line, input }: CommandFieldProps) {
  const { t } = useTranslation();
  const split = splitCommandLine(line);
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
    <Field label={label} htmlFor={htmlFor} hint={preview} error={error}>
      <TextField.Root {...input} spellCheck={false} autoComplete="off" className="command-input" />
    </Field>
  );
}
