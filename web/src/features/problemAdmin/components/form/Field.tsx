import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { fieldId } from './sectionProps';

interface FieldProps {
  /** The rule name of the field (see model/problemRules.ts), for its id. */
  field: string;
  label: ReactNode;
  /** The control's id, so the label names it. */
  htmlFor?: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A labelled control with its hint and its error under it. */
export function Field({ field, label, htmlFor, hint, error, children }: FieldProps) {
  return (
    <Flex direction="column" gap="1" id={fieldId(field)} minWidth="0">
      <Text as="label" htmlFor={htmlFor} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {hint && !error ? (
        <Text size="1" color="gray">
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
