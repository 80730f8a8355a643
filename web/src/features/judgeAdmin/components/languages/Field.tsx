import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field as FormField } from '@/components/Field';
import type { FieldError } from '../../model/languageForm';

interface FieldProps {
  label: string;
  /** The control's id, so the label names it. */
  htmlFor: string;
  hint?: ReactNode;
  error?: FieldError;
  children: ReactNode;
}

/** The back office's labelled field (`@/components/Field`), with a language rule's error translated. */
export function Field({ error, ...rest }: FieldProps) {
  const { t } = useTranslation();
  return (
    <FormField error={error ? t(`judgeAdmin.languages.errors.${error.code}`, error) : undefined} {...rest} />
  );
}
