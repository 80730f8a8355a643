import { useState } from 'react';
import type { Check, ValidationKey } from './validation/account';

export type Rules<V> = { [K in keyof V]?: (value: V[K], values: V) => Check };
export type FormErrors<V> = Partial<Record<keyof V, ValidationKey>>;

/** What a text input needs to show one field of a form. */
export interface FieldBinding {
  value: string;
  error: ValidationKey | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * Form state for the account forms: values, the message key of each failing field, and checks that
 * run a field on blur and every field on submit. A form that unmounts forgets its state, which is how
 * switching the login dialog's mode resets the form being left.
 */
export function useForm<V extends Record<string, string>>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});

  const setError = (name: keyof V, error: ValidationKey | undefined) =>
    setErrors((current) => ({ ...current, [name]: error }));

  const setValue = (name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError(name, undefined);
  };

  const checkField = (name: keyof V, all: V = values) => {
    const error = rules[name]?.(all[name], all);
    setError(name, error);
    return error;
  };

  /** Checks every field with a rule; true when all pass. */
  const validate = (): boolean => {
    const found: FormErrors<V> = {};
    for (const name of Object.keys(rules) as (keyof V)[]) {
      const error = rules[name]?.(values[name], values);
      if (error) found[name] = error;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const field = (name: keyof V): FieldBinding => ({
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value) => setValue(name, value),
    onBlur: () => {
      if (values[name] !== '') checkField(name);
    },
  });

  const reset = (patch: Partial<V> = {}) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  return { values, errors, field, setValue, setError, checkField, validate, reset };
}
