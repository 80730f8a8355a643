import { zodResolver } from '@hookform/resolvers/zod';
import type { FocusEvent } from 'react';
import { type DefaultValues, type Path, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isValidationKey, type ValidationKey } from './validation/account';

/** What a text input needs to show one field of a form. */
export interface FieldBinding {
  registration: UseFormRegisterReturn;
  error: ValidationKey | undefined;
}

type TextValues = Record<string, string>;

interface FieldOptions {
  /** Replaces the default blur check (a filled field is checked when left). */
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * A react-hook-form form checked by a zod schema whose messages are validation keys (`validation/account.ts`):
 * a field is checked when left (if filled) and loses its message when typed in, and every field is checked on
 * submit. A form that unmounts forgets its state, which is how switching the login dialog's mode resets the
 * form being left.
 */
export function useZodForm<V extends TextValues>(schema: z.ZodType<V, V>, defaultValues: DefaultValues<V>) {
  const form = useForm<V>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const errorOf = (name: Path<V>): ValidationKey | undefined => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return isValidationKey(message) ? message : undefined;
  };

  /** Shows a message the schema cannot know (e.g. the server says the name is taken). */
  const showError = (name: Path<V>, key: ValidationKey) =>
    form.setError(name, { type: 'server', message: key });

  const field = (name: Path<V>, options: FieldOptions = {}): FieldBinding => ({
    registration: form.register(name, {
      onChange: () => form.clearErrors(name),
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (options.onBlur) options.onBlur(event);
        else if (event.target.value !== '') void form.trigger(name);
      },
    }),
    error: errorOf(name),
  });

  return { ...form, field, errorOf, showError };
}
