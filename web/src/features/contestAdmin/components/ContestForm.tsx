import { contestForm } from '@oj/events/contracts';
import { Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { useSectionedForm } from '@/lib/useForm';
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

/**
 * The create / edit form: every field of the contest (spec 03 sections 3-5), checked by the server's rules
 * (`contestForm`) before sending.
 */
export function ContestForm({ initial, creating, cancelTo, onSave }: ContestFormProps) {
  const { t } = useTranslation();
  const { values, update, replace, errorOf, submit, saveError, busy } = useSectionedForm(
    contestForm,
    initial,
    fieldId,
    onSave,
  );
  const sectionProps = { form: values, update, replace, errorOf };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <BasicsSection {...sectionProps} />
        <AccessSection {...sectionProps} />
        <BoardSection {...sectionProps} />
        <AwardSection {...sectionProps} />
        {saveError ? <ErrorCallout title={t('contestAdmin.form.saveFailed')} error={saveError} /> : null}
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
