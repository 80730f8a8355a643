import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Flex, Grid, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { LabelledField, RegisteredInput } from '@/components/Field';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import {
  getRemoteAccounts,
  type RemoteAccountRow,
  removeRemoteAccount,
  saveRemoteAccount,
} from '../api/remoteJudgeApi';
import { type AccountForm, accountForm, isRemoteFormErrorKey } from '../model/forms';
import { BankSelect } from './BankSelect';

/** The super admin's pool of site accounts: bank and username listed, the password only ever written. */
export function RemoteAccountsCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const accounts = useApiQuery(queryKeys.remoteAccounts, getRemoteAccounts);
  const form = useForm<AccountForm>({
    resolver: zodResolver(accountForm),
    defaultValues: { bank: 'HDU', username: '', password: '' },
  });
  const errorText = (error: FieldError | undefined) =>
    isRemoteFormErrorKey(error?.message) ? t(`remoteJudge.errors.${error.message}`) : undefined;
  const show = (rows: RemoteAccountRow[]) => client.setQueryData(queryKeys.remoteAccounts, rows);

  const submit = form.handleSubmit(async (values) => {
    try {
      show(await saveRemoteAccount(values));
      showMessage('success', t('remoteJudge.accounts.added'));
      form.reset({ bank: values.bank, username: '', password: '' });
    } catch {
      // the request layer has said why
    }
  });
  const remove = async (row: RemoteAccountRow) => {
    try {
      show(await removeRemoteAccount(row));
      showMessage('success', t('remoteJudge.accounts.removed'));
    } catch {
      // the request layer has said why
    }
  };

  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('remoteJudge.accounts.title')}
        </Heading>
        <Text size="2" color="gray">
          {t('remoteJudge.accounts.hint')}
        </Text>
        {accounts.error ? (
          <ErrorCallout title={t('remoteJudge.accounts.loadError')} error={accounts.error} />
        ) : null}
        {accounts.data === undefined && !accounts.error ? <Skeleton height="80px" /> : null}
        {accounts.data?.length === 0 ? (
          <Text size="2" color="gray">
            {t('remoteJudge.accounts.empty')}
          </Text>
        ) : null}
        {accounts.data && accounts.data.length > 0 ? (
          <Table.Root size="1" variant="surface" aria-label={t('remoteJudge.accounts.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('remoteJudge.bank')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('remoteJudge.accounts.username')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {accounts.data.map((row) => (
                <Table.Row key={`${row.bank}\n${row.username}`} align="center">
                  <Table.Cell>
                    <Badge variant="soft">{t(`remoteJudge.banks.${row.bank}`)}</Badge>
                  </Table.Cell>
                  <Table.Cell>{row.username}</Table.Cell>
                  <Table.Cell justify="end">
                    <Button size="1" color="red" variant="soft" onClick={() => void remove(row)}>
                      {t('remoteJudge.accounts.remove')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
        <form onSubmit={submit} noValidate aria-label={t('remoteJudge.accounts.add')}>
          <Grid columns={{ initial: '1', sm: '4' }} gap="3" align="end">
            <LabelledField label={t('remoteJudge.bank')}>
              {(id) => (
                <Controller
                  control={form.control}
                  name="bank"
                  render={({ field }) => <BankSelect id={id} value={field.value} onChange={field.onChange} />}
                />
              )}
            </LabelledField>
            <RegisteredInput
              label={t('remoteJudge.accounts.username')}
              error={errorText(form.formState.errors.username)}
              {...form.register('username')}
            />
            <RegisteredInput
              label={t('remoteJudge.accounts.password')}
              type="password"
              error={errorText(form.formState.errors.password)}
              {...form.register('password')}
            />
            <Flex>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('remoteJudge.accounts.add')}
              </Button>
            </Flex>
          </Grid>
        </form>
      </Flex>
    </Card>
  );
}
