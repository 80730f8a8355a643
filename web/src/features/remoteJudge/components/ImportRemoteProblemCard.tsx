import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LabelledField, RegisteredInput } from '@/components/Field';
import { showMessage } from '@/lib/notices';
import { importRemoteProblem } from '../api/remoteJudgeApi';
import { type ImportForm, importForm, isRemoteFormErrorKey } from '../model/forms';
import { BankSelect } from './BankSelect';

/** Spec 03 §7 "import remote problem": a bank and the site's problem id (admin roles). */
export function ImportRemoteProblemCard({ problemLink }: { problemLink: (problemId: string) => string }) {
  const { t } = useTranslation();
  const [imported, setImported] = useState<string>();
  const form = useForm<ImportForm>({
    resolver: zodResolver(importForm),
    defaultValues: { bank: 'HDU', problemId: '' },
  });
  const errorText = (error: FieldError | undefined) =>
    isRemoteFormErrorKey(error?.message) ? t(`remoteJudge.errors.${error.message}`) : undefined;
  const submit = form.handleSubmit(async (values) => {
    try {
      const made = await importRemoteProblem(values);
      setImported(made.problemId);
      showMessage('success', t('remoteJudge.import.imported', { problemId: made.problemId }));
      form.reset({ bank: values.bank, problemId: '' });
    } catch {
      // the request layer has said why (no such problem, imported already, the site unreachable)
    }
  });
  return (
    <Card size="2">
      <form onSubmit={submit} noValidate aria-label={t('remoteJudge.import.title')}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            {t('remoteJudge.import.title')}
          </Heading>
          <Text size="2" color="gray">
            {t('remoteJudge.import.hint')}
          </Text>
          <Grid columns={{ initial: '1', sm: '3' }} gap="3" align="end">
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
              label={t('remoteJudge.import.problemId')}
              error={errorText(form.formState.errors.problemId)}
              {...form.register('problemId')}
            />
            <Flex pb={form.formState.errors.problemId ? '5' : '0'}>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('remoteJudge.import.submit')}
              </Button>
            </Flex>
          </Grid>
          {imported ? (
            <Text size="2">
              {t('remoteJudge.import.imported', { problemId: imported })} ·{' '}
              <RadixLink asChild>
                <Link to={problemLink(imported)}>{t('remoteJudge.import.open')}</Link>
              </RadixLink>
            </Text>
          ) : null}
        </Flex>
      </form>
    </Card>
  );
}
