import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../model/languageForm';

interface FieldProps {
  label: string;
  /** The control's id, so the label names it. */
  htmlFor: string;
  hint?: ReactNode;
  error?: FieldError;
  children: ReactNode;
}

/** A labelled control with its hint, or its error, under it. */
export function Field({ label, htmlFor, hint, error, children }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Text as="label" htmlFor={htmlFor} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {error ? (
        <Text size="1" color="red" role="alert">
          {t(`judgeAdmin.languages.errors.${error.code}`, error)}
        </Text>
      ) : hint ? (
        <Text as="div" size="1" color="gray">
          {hint}
        </Text>
      ) : null}
    </Flex>
  );
}
