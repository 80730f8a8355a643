import { zodResolver } from '@hookform/resolvers/zod';
import { accountLimits } from '@oj/events/contracts';
import { Button, Callout, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountSheet } from '@/components/AccountSheet';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ErrorCallout } from '@/components/ErrorCallout';
import { RegisteredInput } from '@/components/Field';
import { DownloadIcon, FileIcon, WarningIcon } from '@/components/icons';
import { accountsCsv } from '@/lib/accountSheet';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { saveFile } from '@/lib/saveFile';
import { createTemporaryAccounts } from '../api/createTemporaryAccounts';
import { getAdminContest } from '../api/getAdminContest';
import type { ContestAdminLinks } from '../links';
import {
  isTemporaryAccountsErrorKey,
  MAX_TEMPORARY_ACCOUNTS,
  type TemporaryAccount,
  type TemporaryAccountsForm,
  temporaryAccountsForm,
} from '../model/temporaryAccounts';
import { ContestAdminTabs } from './ContestAdminTabs';

const EMPTY_FORM = { prefix: '', from: 1, to: 10, suffix: '' } satisfies TemporaryAccountsForm;

/**
 * /admin/contest/:cid/accounts: generates accounts for an onsite contest, then shows each username and
 * password once, to download as CSV or print. Nothing here is kept: leaving the page forgets the passwords.
 */
export function TemporaryAccountsPage({ cid, links }: { cid: number; links: ContestAdminLinks }) {
  const { t } = useTranslation();
  const contest = useApiQuery(queryKeys.adminContest(cid), (signal) => getAdminContest(cid, signal));
  const [accounts, setAccounts] = useState<TemporaryAccount[]>();
  const title = contest.data?.title ?? '';

  const downloadCsv = () => {
    if (!accounts) return;
    saveFile(new Blob([accountsCsv(accounts)], { type: 'text/csv' }), `contest-${cid}-accounts.csv`);
  };

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader title={t('contestAdmin.accounts.title')} description={title} />
      <ContestAdminTabs cid={cid} current="accounts" links={links} />
      {contest.error ? <ErrorCallout title={t('contestAdmin.form.loadError')} error={contest.error} /> : null}
      <Card size="2" className="temporary-accounts-form">
        <GenerateForm cid={cid} onGenerated={setAccounts} />
      </Card>
      {accounts ? (
        <Card size="2">
          <Flex direction="column" gap="3">
            <Flex justify="between" align="center" gap="3" wrap="wrap">
              <Heading as="h2" size="3">
                {t('contestAdmin.accounts.generated', { count: accounts.length })}
              </Heading>
              <Flex gap="2" wrap="wrap">
                <Button variant="soft" onClick={downloadCsv}>
                  <DownloadIcon />
                  {t('contestAdmin.accounts.downloadCsv')}
                </Button>
                <Button variant="soft" color="gray" onClick={() => window.print()}>
                  <FileIcon />
                  {t('contestAdmin.accounts.print')}
                </Button>
              </Flex>
            </Flex>
            <Callout.Root color="amber" size="1">
              <Callout.Icon>
                <WarningIcon />
              </Callout.Icon>
              <Callout.Text>{t('contestAdmin.accounts.onceOnly')}</Callout.Text>
            </Callout.Root>
            <AccountSheet accounts={accounts} />
            <PrintSheet title={t('contestAdmin.accounts.sheetTitle', { title })} accounts={accounts} />
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}

function GenerateForm({
  cid,
  onGenerated,
}: {
  cid: number;
  onGenerated: (accounts: TemporaryAccount[]) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TemporaryAccountsForm>({
    resolver: zodResolver(temporaryAccountsForm),
    defaultValues: EMPTY_FORM,
  });
  const errors = form.formState.errors;
  const errorText = (error: FieldError | undefined) =>
    isTemporaryAccountsErrorKey(error?.message)
      ? t(`contestAdmin.accounts.errors.${error.message}`, {
          max: MAX_TEMPORARY_ACCOUNTS,
          length: accountLimits.usernameMaxLength,
        })
      : undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      const made = await createTemporaryAccounts(cid, values);
      onGenerated(made);
      showMessage('success', t('contestAdmin.accounts.generated', { count: made.length }));
    } catch {
      // the request layer has shown why (a taken username is named in the message)
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('contestAdmin.accounts.title')}>
      <Flex direction="column" gap="3">
        <Text size="2" color="gray">
          {t('contestAdmin.accounts.description')}
        </Text>
        <Grid columns={{ initial: '2', sm: '4' }} gap="3">
          <RegisteredInput
            label={t('contestAdmin.accounts.prefix')}
            error={errorText(errors.prefix)}
            {...form.register('prefix')}
          />
          <RegisteredInput
            label={t('contestAdmin.accounts.from')}
            type="number"
            error={errorText(errors.from)}
            {...form.register('from', { valueAsNumber: true })}
          />
          <RegisteredInput
            label={t('contestAdmin.accounts.to')}
            type="number"
            error={errorText(errors.to)}
            {...form.register('to', { valueAsNumber: true })}
          />
          <RegisteredInput
            label={t('contestAdmin.accounts.suffix')}
            error={errorText(errors.suffix)}
            {...form.register('suffix')}
          />
        </Grid>
        <Text size="1" color="gray">
          {t('contestAdmin.accounts.hint', {
            max: MAX_TEMPORARY_ACCOUNTS,
            length: accountLimits.usernameMaxLength,
          })}
        </Text>
        <Flex justify="end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('contestAdmin.accounts.generate')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/**
 * What the printer gets: a plain black-on-white table directly under <body>, so the print styles
 * (contestAdmin.css) can hide the whole app beside it; hidden on screen.
 */
function PrintSheet({ title, accounts }: { title: string; accounts: readonly TemporaryAccount[] }) {
  const { t } = useTranslation();
  return createPortal(
    <div className="temporary-accounts-print">
      <h1>{title}</h1>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('contestAdmin.accounts.username')}</th>
            <th>{t('contestAdmin.accounts.password')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account, index) => (
            <tr key={account.username}>
              <th>{index + 1}</th>
              <td>{account.username}</td>
              <td>{account.password}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
