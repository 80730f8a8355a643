import { problemForm } from '@oj/events/contracts';
import { Button, Flex } from '@radix-ui/themes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import type { MarkdownUploads } from '@/components/MarkdownUploadBar';
import { useSectionedForm } from '@/lib/useForm';
import { checkerNeedsCompile, type ProblemForm as ProblemFormState } from '../model/problemForm';
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

/** The create / edit form: every field of spec 03's problem form, checked by the shared rules (`problemForm`) before sending. */
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
  const languagesListed = allLanguages.length > 0;
  // The rules depend on what is being done (a new problem needs test data) and what the judge lists.
  const rules = useMemo(
    () => problemForm<ProblemFormState>({ creating, languagesListed, checkerNeedsCompile }),
    [creating, languagesListed],
  );
  const { values, update, replace, errorOf, submit, saveError, busy } = useSectionedForm(
    rules,
    initial,
    fieldId,
    onSave,
  );
  const sectionProps = { form: values, update, replace, errorOf, uploads };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <BasicsSection {...sectionProps} knownTags={knownTags} idPrefix={idPrefix} />
        <StatementSection {...sectionProps} />
        <JudgeSection {...sectionProps} />
        <LanguageSection {...sectionProps} allLanguages={allLanguages} />
        <ExtraFilesSection {...sectionProps} />
        <TestDataSection {...sectionProps} creating={creating} />
        {saveError ? <ErrorCallout title={t('problemAdmin.form.saveFailed')} error={saveError} /> : null}
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
