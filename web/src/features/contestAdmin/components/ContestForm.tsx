import { Button, Flex } from '@radix-ui/themes';
import { type Draft, produce } from 'immer';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { toError } from '@/lib/guards';
import { showMessage } from '@/lib/notices';
import type { ContestForm as ContestFormState } from '../model/contestForm';
import { type ContestRuleFailure, checkContestForm } from '../model/contestRules';
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

/** Scrolls to the closest element of a failing field: `awards.2`, else its list. */
function scrollToField(field: string) {
  const parts = field.split('.');
  for (let end = parts.length; end > 0; end--) {
    const element = document.getElementById(fieldId(parts.slice(0, end).join('.')));
    if (element) {
      element.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
  }
}

/** The create / edit form: every field of the contest (spec 03 sections 3-5), checked by its rules first. */
export function ContestForm({ initial, creating, cancelTo, onSave }: ContestFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  // Rules run on every change once a save was tried, so a message goes as soon as its field is fixed.
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<Error>();
  const failures = checked ? checkContestForm(form) : [];

  const messageOf = (failure: ContestRuleFailure) =>
    t(`contestAdmin.rules.${failure.key}`, failure.values ?? {});
  const errorOf = (field: string) => {
    const failure = failures.find((f) => f.field === field);
    return failure ? messageOf(failure) : undefined;
  };
  const update = (recipe: (draft: Draft<ContestFormState>) => void) =>
    setForm((current) => produce(current, recipe));
  const sectionProps = { form, update, replace: setForm, errorOf };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const first = checkContestForm(form)[0];
    if (first) {
      showMessage('error', messageOf(first));
      scrollToField(first.field);
      return;
    }
    setBusy(true);
    setServerError(undefined);
    try {
      await onSave(form);
    } catch (thrown) {
      setServerError(toError(thrown));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <BasicsSection {...sectionProps} />
        <AccessSection {...sectionProps} />
        <BoardSection {...sectionProps} />
        <AwardSection {...sectionProps} />
        {serverError ? <ErrorCallout title={t('contestAdmin.form.saveFailed')} error={serverError} /> : null}
        <Flex gap="3" className="contest-form-actions">
          <Button type="submit" size="3" loading={busy}>
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
