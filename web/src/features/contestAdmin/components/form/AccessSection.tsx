import { ContestAuth } from '@oj/events/vocabulary';
import { Card, Flex, Grid, Heading, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { authKey } from '@/lib/contestDisplay';
import { type AccountLimitForm, accountPreview, contestAuths } from '../../model/contestForm';
import { StarAccounts } from './StarAccounts';
import { SwitchField } from './SwitchField';
import { fieldId, type SectionProps } from './sectionProps';

/** Who may enter: public, private with a password, or protected; the account limit; star accounts. */
export function AccessSection({ form, update, errorOf }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="4">
        {t('contestAdmin.form.access')}
      </Heading>
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4" align="start">
          <Field
            id={fieldId('auth')}
            label={t('contestAdmin.form.auth')}
            hint={t(`contestAdmin.form.authHint.${authKey(form.auth)}`)}
          >
            <Select.Root
              value={String(form.auth)}
              onValueChange={(value) =>
                update((draft) => {
                  draft.auth = contestAuths.find((auth) => String(auth) === value) ?? ContestAuth.public;
                })
              }
            >
              <Select.Trigger aria-label={t('contestAdmin.form.auth')} />
              <Select.Content>
                {contestAuths.map((auth) => (
                  <Select.Item key={auth} value={String(auth)}>
                    {t(`contestAdmin.auth.${authKey(auth)}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Field>
          {form.auth === ContestAuth.private ? (
            <Field
              id={fieldId('pwd')}
              label={t('contestAdmin.form.pwd')}
              htmlFor={`${id}-pwd`}
              error={errorOf('pwd')}
            >
              <TextField.Root
                id={`${id}-pwd`}
                value={form.pwd}
                maxLength={100}
                autoComplete="off"
                color={errorOf('pwd') ? 'red' : undefined}
                aria-invalid={errorOf('pwd') ? true : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  update((draft) => {
                    draft.pwd = value;
                  });
                }}
              />
            </Field>
          ) : null}
        </Grid>
        {/* Spec 03 section 5: the account limit shows only when the contest is not public. */}
        {form.auth !== ContestAuth.public ? (
          <Flex direction="column" gap="3" className="contest-admin-group">
            <SwitchField
              label={t('contestAdmin.form.openAccountLimit')}
              hint={t('contestAdmin.form.openAccountLimitHint')}
              checked={form.openAccountLimit}
              onChange={(checked) =>
                update((draft) => {
                  draft.openAccountLimit = checked;
                })
              }
            />
            {form.openAccountLimit ? (
              <AccountLimitFields
                limit={form.accountLimit}
                error={errorOf('accountLimit')}
                onChange={(field, value) =>
                  update((draft) => {
                    draft.accountLimit[field] = value;
                  })
                }
              />
            ) : null}
          </Flex>
        ) : null}
        <StarAccounts
          accounts={form.starAccount}
          error={errorOf('starAccount')}
          onChange={(accounts) =>
            update((draft) => {
              draft.starAccount = accounts;
            })
          }
        />
      </Flex>
    </Card>
  );
}

function AccountLimitFields({
  limit,
  error,
  onChange,
}: {
  limit: AccountLimitForm;
  error: string | undefined;
  onChange: (field: keyof AccountLimitForm, value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const preview = accountPreview(limit);
  const text = (field: Exclude<keyof AccountLimitForm, 'extraAccount'>, numeric = false) => (
    <Flex direction="column" gap="1" minWidth="0">
      <Text as="label" htmlFor={`${id}-${field}`} size="2" weight="medium">
        {t(`contestAdmin.form.limit.${field}`)}
      </Text>
      <TextField.Root
        id={`${id}-${field}`}
        value={limit[field]}
        inputMode={numeric ? 'numeric' : undefined}
        maxLength={numeric ? 10 : 50}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </Flex>
  );
  return (
    <Field
      id={fieldId('accountLimit')}
      label={t('contestAdmin.form.limit.rule')}
      error={error}
      hint={
        preview
          ? t('contestAdmin.form.limit.preview', { names: preview.join(', ') })
          : t('contestAdmin.form.limit.ruleHint')
      }
    >
      <Grid columns={{ initial: '2', sm: '4' }} gap="3">
        {text('prefix')}
        {text('numberFrom', true)}
        {text('numberTo', true)}
        {text('suffix')}
      </Grid>
      <Text as="label" htmlFor={`${id}-extra`} size="2" weight="medium" mt="2">
        {t('contestAdmin.form.limit.extraAccount')}
      </Text>
      <TextArea
        id={`${id}-extra`}
        value={limit.extraAccount}
        rows={3}
        resize="vertical"
        placeholder={t('contestAdmin.form.limit.extraPlaceholder')}
        onChange={(event) => onChange('extraAccount', event.target.value)}
      />
    </Field>
  );
}
