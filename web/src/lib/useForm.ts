import { zodResolver } from '@hookform/resolvers/zod';
import { type Draft, produce } from 'immer';
import { type FocusEvent, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { numberInput } from './formCheck';
import { toError } from './guards';
import { localiseServerMessage } from './i18n';
import { showMessage } from './notices';
import { scrollToField } from './scrollToField';
import { isValidationKey, type ValidationKey } from './validation/account';

/** What a text input needs to show one field of a form. */
export interface FieldBinding {
  registration: UseFormRegisterReturn;
  error: ValidationKey | undefined;
}

interface FieldOptions {
  /** Replaces the default blur check (a filled field is checked when left). */
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The input holds a number (`type="number"` or digits): its value is read as one, NaN when empty. */
  number?: boolean;
}

/** A value the form holds outside a text input (a select, a switch, a list of choices) and its setter. */
export interface ValueBinding<T> {
  value: T;
  onChange: (value: T) => void;
}

/**
 * A react-hook-form form checked by a zod schema, typed by the schema's input (what the fields hold) and
 * output (what submit hands over: trimmed, defaults filled, numbers checked). Any field type works: text and
 * number inputs register with `input(name)`, selects, switches and lists bind with `value(name)`. A field is
 * checked when left (if filled), loses its message when changed, and every field is checked on submit.
 * Messages are the schema's: `message(name)` gives a shared rule's (English) message in the reader's
 * language, as the server would say it. A form that unmounts forgets its state.
 *
 * @example
 * const form = useSchemaForm(tagForm, { name: '', color: '', oj: 'ME', tcid: null });
 * <TextField.Root {...form.input('name')} />  {form.message('name')}
 */
export function useSchemaForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  /** The schema's message for the field, as it wrote it; undefined while the field passes. */
  const rawMessage = (name: Path<In>): string | undefined =>
    form.getFieldState(name, form.formState).error?.message;

  /** The field's message in the reader's language (shared rules speak the server's English). */
  const message = (name: Path<In>): string | undefined => {
    const raw = rawMessage(name);
    return raw ? localiseServerMessage(raw) : undefined;
  };

  const input = (name: Path<In>, options: FieldOptions = {}): UseFormRegisterReturn =>
    form.register(name, {
      ...(options.number ? { setValueAs: numberInput } : {}),
      onChange: () => form.clearErrors(name),
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (options.onBlur) options.onBlur(event);
        else if (event.target.value !== '') void form.trigger(name);
      },
    });

  const value = <N extends Path<In>>(name: N): ValueBinding<PathValue<In, N>> => ({
    value: form.watch(name),
    onChange: (next) => {
      form.setValue(name, next, { shouldDirty: true });
      form.clearErrors(name);
    },
  });

  return { ...form, input, value, rawMessage, message };
}

/**
 * The account forms' form (`useSchemaForm` over string fields) whose messages are validation keys
 * (`validation/account.ts`), shown by `TextInput` through the locales' `validation` texts.
 */
export function useZodForm<V extends Record<string, string>>(
  schema: z.ZodType<V, V>,
  defaultValues: DefaultValues<V>,
) {
  const form = useSchemaForm(schema, defaultValues);

  const errorOf = (name: Path<V>): ValidationKey | undefined => {
    const key = form.rawMessage(name);
    return isValidationKey(key) ? key : undefined;
  };

  /** Shows a message the schema cannot know (e.g. the server says the name is taken). */
  const showError = (name: Path<V>, key: ValidationKey) =>
    form.setError(name, { type: 'server', message: key });

  const field = (name: Path<V>, options: FieldOptions = {}): FieldBinding => ({
    registration: form.input(name, options),
    error: errorOf(name),
  });

  return { ...form, field, errorOf, showError };
}

/** The message under `field` (`awards.1` or `awards`): its own, else the first one nested below it. */
function messageAt(errors: FieldErrors, field: string): string | undefined {
  const error: unknown = get(errors, field);
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const nested of Object.values(error)) {
    if (nested && typeof nested === 'object' && 'message' in nested && typeof nested.message === 'string') {
      return nested.message;
    }
  }
  return undefined;
}

/**
 * A long form whose sections change it as a whole (`update` with an immer recipe, `replace` with a function
 * of the form) over `useSchemaForm`: every rule runs on submit and, once a save was tried, on every change;
 * `errorOf(field)` gives a field's or a row's (`awards.1`) message in the reader's language. A failed submit
 * names the first failing field in a notice and scrolls to it (`idOf` gives its element id).
 *
 * @example
 * const { form, sectionProps, submit } = useSectionedForm(contestForm, initial, fieldId, onSave);
 */
export function useSectionedForm<F extends FieldValues>(
  schema: z.ZodType<F, F>,
  initial: F,
  idOf: (field: string) => string,
  onSave: (form: F) => Promise<void>,
) {
  const form = useSchemaForm(schema, initial as DefaultValues<F>);
  const values = form.watch() as F;
  /** The server's refusal of the last save (shown above the form), cleared when the next save starts. */
  const [saveError, setSaveError] = useState<Error>();
  const onValid = async (checked: F) => {
    setSaveError(undefined);
    try {
      await onSave(checked);
    } catch (thrown) {
      setSaveError(toError(thrown));
    }
  };

  const replace = (next: (current: F) => F) => {
    const current = form.getValues();
    const changed = next(current);
    for (const key of Object.keys(changed) as Path<F>[]) {
      const value = changed[key as keyof F];
      if (value === current[key as keyof F]) continue;
      form.setValue(key, value as PathValue<F, Path<F>>, { shouldDirty: true });
    }
    // Once a save was tried the rules follow every change, so a message goes as soon as it is fixed, also one
    // shown beside a group of fields (`checker`, `testData`) that no single field's change would clear.
    if (form.formState.isSubmitted) void form.trigger();
  };
  const update = (recipe: (draft: Draft<F>) => void) => replace((current) => produce(current, recipe));
  const errorOf = (field: string) => {
    const message = messageAt(form.formState.errors, field);
    return message ? localiseServerMessage(message) : undefined;
  };

  const submit = form.handleSubmit(onValid, () => {
    // The first failing field in the form's order: named in a notice, and scrolled to.
    const first = schema.safeParse(form.getValues()).error?.issues[0];
    if (!first) return;
    showMessage('error', localiseServerMessage(first.message));
    scrollToField(first.path.join('.'), idOf);
  });

  return { form, values, update, replace, errorOf, submit, saveError, busy: form.formState.isSubmitting };
}
