import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountSheet } from '@/components/AccountSheet';
import { RegisteredInput } from '@/components/Field';
import { DownloadIcon, WarningIcon } from '@/components/icons';
import { accountsCsv } from '@/lib/accountSheet';
import { showMessage } from '@/lib/notices';
import { saveFile } from '@/lib/saveFile';
import { generateUsers } from '../api/userAdminApi';
import type { GeneratedAccount } from '../api/userAdminSchemas';
import { type GenerateForm, generateForm, isGenerateErrorKey } from '../model/generateForm';

const EMPTY_FORM: GenerateForm = { prefix: '', suffix: '', numberFrom: 1, numberTo: 10, passwordLength: 6 };

/** Numbered accounts with random digit passwords, shown once to download as CSV. */
export function UserGenerateTab() {
  const { t } = useTranslation();
  const [accounts, setAccounts] = useState<GeneratedAccount[]>();
  const form = useForm<GenerateForm>({ resolver: zodResolver(generateForm), defaultValues: EMPTY_FORM });
  const errors = form.formState.errors;
  const errorText = (error: FieldError | undefined) =>
    isGenerateErrorKey(error?.message) ? t(`userAdmin.generate.errors.${error.message}`) : undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      const made = await generateUsers(values);
      setAccounts(made);
      showMessage('success', t('userAdmin.generate.generated', { count: made.length }));
    } catch {
      // the request layer has shown why (a taken username is named in the message)
    }
  });

  const download = () => {
    if (accounts) saveFile(new Blob([accountsCsv(accounts)], { type: 'text/csv' }), 'generated-users.csv');
  };

  return (
    <Flex direction="column" gap="3">
      <form onSubmit={submit} noValidate aria-label={t('userAdmin.generate.title')}>
        <Flex direction="column" gap="3">
          <Text size="2" color="gray">
            {t('userAdmin.generate.description')}
          </Text>
          <Grid columns={{ initial: '2', sm: '5' }} gap="3">
            <RegisteredInput
              label={t('userAdmin.generate.prefix')}
              error={undefined}
              {...form.register('prefix')}
            />
            <RegisteredInput
              label={t('userAdmin.generate.from')}
              type="number"
              error={errorText(errors.numberFrom)}
              {...form.register('numberFrom', { valueAsNumber: true })}
            />
            <RegisteredInput
              label={t('userAdmin.generate.to')}
              type="number"
              error={errorText(errors.numberTo)}
              {...form.register('numberTo', { valueAsNumber: true })}
            />
            <RegisteredInput
              label={t('userAdmin.generate.suffix')}
              error={undefined}
              {...form.register('suffix')}
            />
            <RegisteredInput
              label={t('userAdmin.generate.passwordLength')}
              type="number"
              error={errorText(errors.passwordLength)}
              {...form.register('passwordLength', { valueAsNumber: true })}
            />
          </Grid>
          <Flex justify="end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('userAdmin.generate.submit')}
            </Button>
          </Flex>
        </Flex>
      </form>
      {accounts ? (
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="3">
              {t('userAdmin.generate.generated', { count: accounts.length })}
            </Heading>
            <Button variant="soft" onClick={download}>
              <DownloadIcon />
              {t('userAdmin.generate.download')}
            </Button>
          </Flex>
          <Callout.Root color="amber" size="1">
            <Callout.Icon>
              <WarningIcon />
            </Callout.Icon>
            <Callout.Text>{t('userAdmin.generate.onceOnly')}</Callout.Text>
          </Callout.Root>
          <AccountSheet accounts={accounts} />
        </Flex>
      ) : null}
    </Flex>
  );
}
