import { Flex, Switch, Text } from '@radix-ui/themes';
import { useId } from 'react';

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
