import { remoteBanks } from '@oj/events/vocabulary';
import { Grid, Select, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { fieldId, type SectionProps } from './sectionProps';

/** The value of the bank select meaning "judged here" (a Radix select item needs a non-empty value). */
const HERE = 'here';

/**
 * Where the problem is judged: here, or on another site (spec 01 `isRemote`: the bank and the site's own
 * problem id, which the remote runner submits to). A remote problem needs no test data.
 */
export function RemoteFields({ form, update, errorOf }: Pick<SectionProps, 'form' | 'update' | 'errorOf'>) {
  const { t } = useTranslation();
  const error = errorOf('remoteProblemId');
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="4" mt="4">
      <Field id={fieldId('remoteBank')} label={t('problemAdmin.form.remoteBank')}>
        <Select.Root
          value={form.remoteBank || HERE}
          onValueChange={(value) =>
            update((draft) => {
              draft.remoteBank = remoteBanks.find((bank) => bank === value) ?? '';
            })
          }
        >
          <Select.Trigger aria-label={t('problemAdmin.form.remoteBank')} />
          <Select.Content>
            <Select.Item value={HERE}>{t('problemAdmin.form.judgedHere')}</Select.Item>
            {remoteBanks.map((bank) => (
              <Select.Item key={bank} value={bank}>
                {t(`remoteJudge.banks.${bank}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Field>
      {form.remoteBank ? (
        <Field
          id={fieldId('remoteProblemId')}
          label={t('problemAdmin.form.remoteProblemId')}
          htmlFor="problem-remoteProblemId"
          error={error}
        >
          <TextField.Root
            id="problem-remoteProblemId"
            value={form.remoteProblemId}
            color={error ? 'red' : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const value = event.target.value;
              update((draft) => {
                draft.remoteProblemId = value;
              });
            }}
          />
        </Field>
      ) : (
        <Text size="1" color="gray" style={{ alignSelf: 'end' }}>
          {t('problemAdmin.form.judgedHereHint')}
        </Text>
      )}
    </Grid>
  );
}
