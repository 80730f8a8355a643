import { Button, Flex } from '@radix-ui/themes';
import { type Draft, produce } from 'immer';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import type { MarkdownUploads } from '@/components/MarkdownUploadBar';
import { toError } from '@/lib/guards';
import { showMessage } from '@/lib/notices';
import { scrollToField } from '@/lib/scrollToField';
import type { ProblemForm as ProblemFormState } from '../model/problemForm';
import { checkProblemForm, type RuleFailure } from '../model/problemRules';
import { BasicsSection } from './form/BasicsSection';
import { ExtraFilesSection } from './form/ExtraFilesSection';
import { JudgeSection } from './form/JudgeSection';
import { LanguageSection } from './form/LanguageSection';
import { StatementSection } from './form/StatementSection';
import { fieldId } from './form/sectionProps';
import { TestDataSection } from './form/TestDataSection';

interface ProblemFormProps {
  initial: ProblemFormState;
  creating: boolean;
  allLanguages: string[];
  knownTags: string[];
  cancelTo: string;
  /** Sends the form; throws (after the request layer showed why) when the server refused it. */
  onSave: (form: ProblemFormState) => Promise<void>;
  /** The statement's uploads: admins' images and files, or a group's images (spec 03 §6). */
  uploads: MarkdownUploads;
  /** A group problem's fixed ID prefix, its group's short name (spec 03 "Group problem"). */
  idPrefix?: string;
}

/** The create / edit form: every field of spec 03's problem form, checked by its rules before sending. */
export function ProblemForm({
  initial,
  creating,
  allLanguages,
  knownTags,
  cancelTo,
  onSave,
  uploads,
  idPrefix,
}: ProblemFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  // Rules run on every change once a save was tried, so a message goes as soon as its field is fixed.
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<Error>();
  const languagesListed = allLanguages.length > 0;
  const failures = checked ? checkProblemForm(form, { creating, languagesListed }) : [];

  const messageOf = (failure: RuleFailure) => t(`problemAdmin.rules.${failure.key}`, failure.values ?? {});
  const errorOf = (field: string) => {
    const failure = failures.find((f) => f.field === field);
    return failure ? messageOf(failure) : undefined;
  };
  const update = (recipe: (draft: Draft<ProblemFormState>) => void) =>
    setForm((current) => produce(current, recipe));
  const sectionProps = { form, update, replace: setForm, errorOf, uploads };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = checkProblemForm(form, { creating, languagesListed });
    const first = found[0];
    if (first) {
      showMessage('error', messageOf(first));
      scrollToField(first.field, fieldId);
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
        <BasicsSection {...sectionProps} knownTags={knownTags} idPrefix={idPrefix} />
        <StatementSection {...sectionProps} />
        <JudgeSection {...sectionProps} />
        <LanguageSection {...sectionProps} allLanguages={allLanguages} />
        <ExtraFilesSection {...sectionProps} />
        <TestDataSection {...sectionProps} creating={creating} />
        {serverError ? <ErrorCallout title={t('problemAdmin.form.saveFailed')} error={serverError} /> : null}
        <Flex gap="3" className="form-actions">
          <Button type="submit" size="3" loading={busy}>
            {creating ? t('problemAdmin.form.create') : t('problemAdmin.form.save')}
          </Button>
          <Button asChild size="3" variant="soft" color="gray">
            <Link to={cancelTo}>{t('problemAdmin.cancel')}</Link>
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
