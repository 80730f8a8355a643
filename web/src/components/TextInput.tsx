import { Flex, Text, TextField } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '@/lib/useForm';

interface TextInputProps extends FieldBinding {
  label: string;
  type?: 'text' | 'password' | 'email' | 'number' | 'url';
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  /** The phone keyboard to show, e.g. `numeric` for a digits captcha. */
  inputMode?: 'text' | 'numeric' | 'email';
  /** Beside the input, e.g. the send-code button. */
  action?: ReactNode;
}

/** A labelled text field of a form (`useZodForm`) whose failing rule's message shows under it and is read with it. */
export function TextInput({ label, error, registration, action, type = 'text', ...rest }: TextInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <Flex gap="2">
        <TextField.Root
          id={id}
          type={type}
          {...registration}
          color={error ? 'red' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          style={{ flexGrow: 1 }}
          {...rest}
        />
        {action}
      </Flex>
      {error ? (
        <Text id={errorId} size="1" color="red">
          {t(`validation.${error}`)}
        </Text>
      ) : null}
    </Flex>
  );
}
