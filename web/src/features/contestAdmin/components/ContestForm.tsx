import { contestForm } from '@oj/events/contracts';
import { Button, Flex } from '@radix-ui/themes';
import { type Draft, produce } from 'immer';
import { useState } from 'react';
import { type FieldErrors, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { toError } from '@/lib/guards';
import { localiseServerMessage } from '@/lib/i18n';
import { showMessage } from '@/lib/notices';
import { scrollToField } from '@/lib/scrollToField';
import { useSchemaForm } from '@/lib/useForm';
import type { ContestForm as ContestFormState } from '../model/contestForm';
import { AccessSection } from './form/AccessSection';
import { AwardSection } from './form/AwardSection';
import { BasicsSection } from './form/BasicsSection';
import { BoardSection } from './form/BoardSection';
import { fieldId } from './form/sectionProps';

interface ContestFormProps {
  initial: ContestFormState;
  creating: boolean;
  cancelTo: string;
  /** Sends the form; throws (after the request layer showed why) when the server refused it. */
  onSave: (form: ContestFormState) => Promise<void>;
}

/** The message under `field` (`awards.1` or `awards`), the first one nested below it for a row. */
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
 * The create / edit form: every field of the contest (spec 03 sections 3-5), checked by the server's rules
 * (`contestForm`) before sending. The sections change the form through `update` (an immer recipe) and
 * `replace`; a changed field loses its message, and every rule runs again on save.
 */
export function ContestForm({ initial, creating, cancelTo, onSave }: ContestFormProps) {
  const { t } = useTranslation();
  const schemaForm = useSchemaForm(contestForm, initial);
  const [serverError, setServerError] = useState<Error>();
  const form = schemaForm.watch();

  const replace = (next: (current: ContestFormState) => ContestFormState) => {
    const current = schemaForm.getValues();
    const changed = next(current);
    for (const key of Object.keys(changed) as (keyof ContestFormState)[]) {
      if (changed[key] === current[key]) continue;
      schemaForm.setValue(key, changed[key] as never, { shouldDirty: true });
      schemaForm.clearErrors(key);
    }
  };
  const update = (recipe: (draft: Draft<ContestFormState>) => void) =>
    replace((current) => produce(current, recipe));
  const errorOf = (field: string) => {
    const message = messageAt(schemaForm.formState.errors, field);
    return message ? localiseServerMessage(message) : undefined;
  };
  const sectionProps = { form, update, replace, errorOf };

  const submit = schemaForm.handleSubmit(
    async (checked) => {
      setServerError(undefined);
      try {
        await onSave(checked);
      } catch (thrown) {
        setServerError(toError(thrown));
      }
    },
    () => {
      // The first failing field in the form's order: named in a notice, and scrolled to.
      const first = contestForm.safeParse(schemaForm.getValues()).error?.issues[0];
      if (!first) return;
      showMessage('error', localiseServerMessage(first.message));
      scrollToField(first.path.join('.'), fieldId);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <BasicsSection {...sectionProps} />
        <AccessSection {...sectionProps} />
        <BoardSection {...sectionProps} />
        <AwardSection {...sectionProps} />
        {serverError ? <ErrorCallout title={t('contestAdmin.form.saveFailed')} error={serverError} /> : null}
        <Flex gap="3" className="contest-form-actions">
          <Button type="submit" size="3" loading={schemaForm.formState.isSubmitting}>
            {creating ? t('contestAdmin.form.create') : t('contestAdmin.form.save')}
          </Button>
          <Button asChild size="3" variant="soft" color="gray">
            <Link to={cancelTo}>{t('contestAdmin.cancel')}</Link>
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
