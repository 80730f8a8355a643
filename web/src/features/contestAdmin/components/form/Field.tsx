import { Flex, Switch, Text } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';
import { fieldId } from './sectionProps';

interface FieldProps {
  /** The rule name of the field (model/contestRules.ts), for its id. */
  field: string;
  label: ReactNode;
  /** The control's id, so the label names it. */
  htmlFor?: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** A labelled control with its hint, and its error in place of the hint. */
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

interface SwitchFieldProps {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: the switch, its name, and one line on what it does. */
export function SwitchField({ label, hint, checked, disabled, onChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <Flex gap="3" align="start" className="contest-switch-field">
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} mt="1" />
      <Flex direction="column" gap="1" minWidth="0">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        {hint ? (
          <Text size="1" color="gray">
            {hint}
          </Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
