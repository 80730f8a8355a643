import { type RemoteBankCode, remoteBanks } from '@oj/events/vocabulary';
import { Grid, Select, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { fieldId, type SectionProps } from './sectionProps';

/** The value of the bank select meaning "judged here" (a Radix select item needs a non-empty value). */
const HERE = 'here';

/** A problem id of each bank as its site writes it, for the hint under the site's id. */
const EXAMPLE_IDS: Record<RemoteBankCode, string> = {
  HDU: '1000',
  POJ: '1000',
  CF: '4A',
  GYM: '100001A',
  AC: 'abc300_a',
  SPOJ: 'TEST',
};

/**
 * Where the problem is judged: here, or on another site (spec 01 `isRemote`: the bank and the site's own
 * problem id, which the remote runner submits to). A remote problem needs no test data.
 */
export function RemoteFields({ form, update, errorOf }: Pick<SectionProps, 'form' | 'update' | 'errorOf'>) {
  const { t } = useTranslation();
  const error = errorOf('remoteProblemId');
  const bank = form.remoteBank || undefined;
  const bankName = bank ? t(`remoteJudge.banks.${bank}`) : '';
  return (
    // Both hints under their own control: beside the select a hint floated off its baseline.
    <Grid columns={{ initial: '1', sm: '2' }} gap="4" mt="4" align="start">
      <Field
        id={fieldId('remoteBank')}
        label={t('problemAdmin.form.remoteBank')}
        hint={
          bank ? t('problemAdmin.form.remoteHint', { bank: bankName }) : t('problemAdmin.form.judgedHereHint')
        }
      >
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
      {bank ? (
        <Field
          id={fieldId('remoteProblemId')}
          label={t('problemAdmin.form.remoteProblemId')}
          htmlFor="problem-remoteProblemId"
          hint={t('problemAdmin.form.remoteProblemIdHint', { bank: bankName, example: EXAMPLE_IDS[bank] })}
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
      ) : null}
    </Grid>
  );
}
