import { Flex, Text, TextField } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps {
  /** The field's element id, so a form's error summary can scroll to it. */
  id?: string;
  label: ReactNode;
  /** The control's id, so the label names it. */
  htmlFor?: string;
  hint?: ReactNode;
  /** The failing rule's message, already translated; shown in place of the hint. */
  error?: string;
  children: ReactNode;
}

/** A labelled control of a back-office form with its hint, and its error in place of the hint. */
export function Field({ id, label, htmlFor, hint, error, children }: FieldProps) {
  return (
    <Flex direction="column" gap="1" id={id} minWidth="0">
      <Text as="label" htmlFor={htmlFor} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {hint && !error ? (
        <Text as="div" size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

/**
 * A Field that makes its control's id and hands it to `children`, so the label names the control.
 * @example <LabelledField label="Host">{(id) => <TextField.Root id={id} />}</LabelledField>
 */
export function LabelledField({
  label,
  hint,
  error,
  children,
}: Omit<FieldProps, 'htmlFor' | 'children'> & { children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error}>
      {children(id)}
    </Field>
  );
}

/**
 * A text or number input bound to react-hook-form inside a Field, its rule's message under it.
 * @example <RegisteredInput label="Prefix" error={message} {...form.register('prefix')} />
 */
export function RegisteredInput({
  label,
  error,
  hint,
  type = 'text',
  ...rest
}: UseFormRegisterReturn & {
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  type?: 'text' | 'number' | 'password';
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error}>
      <TextField.Root
        id={id}
        type={type}
        {...rest}
        color={error ? 'red' : undefined}
        aria-invalid={error ? true : undefined}
      />
    </Field>
  );
}

/** A field's failing rule's message, already translated, under a control laid out by hand; nothing while it passes. */
export function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <Text size="1" color="red" role="alert">
      {message}
    </Text>
  ) : null;
}
