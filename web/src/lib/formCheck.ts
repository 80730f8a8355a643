import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The message of each failing field, as a `useSchemaForm` form (`useForm.ts`) over `schema` gets them on submit (the same
 * resolver, the same values the fields hold): what a form's unit test checks.
 *
 * @example
 * await formErrors(tagForm, { name: '', color: '', oj: 'ME', tcid: null }) // { name: 'The tag name is required' }
 */
export async function formErrors<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  values: In,
): Promise<Record<string, string | undefined>> {
  const result = await zodResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors: FieldErrors = result.errors;
  return Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [
      name,
      typeof error?.message === 'string' ? error.message : undefined,
    ]),
  );
}

/** A number input's value: an empty box is NaN (the schema says what is missing), digits their number. */
export function numberInput(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return text === '' ? Number.NaN : Number(text);
}
