import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Callout,
  Card,
  Flex,
  Grid,
  Heading,
  Link as RadixLink,
  Spinner,
  Text,
} from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LabelledField, RegisteredInput } from '@/components/Field';
import { localiseServerMessage } from '@/lib/i18n';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import {
  getRemoteImportJob,
  importRemoteProblem,
  type RemoteImportJob,
  remoteImportJobRoom,
  remoteImportJobSchema,
} from '../api/remoteJudgeApi';
import { type ImportForm, importForm, isRemoteFormErrorKey } from '../model/forms';
import { BankSelect } from './BankSelect';

interface ImportRemoteProblemCardProps {
  problemLink: (problemId: string) => string;
  live: LiveSource;
}

/**
 * Spec 03 §7 "import remote problem": a bank and the site's problem id (admin roles). The server queues
 * the fetch for a remote runner of the bank; the card follows the job live (or by polling) to its end.
 */
export function ImportRemoteProblemCard({ problemLink, live }: ImportRemoteProblemCardProps) {
  const { t } = useTranslation();
  const [queued, setQueued] = useState<{ job: number; problemId: string }>();
  const form = useForm<ImportForm>({
    resolver: zodResolver(importForm),
    defaultValues: { bank: 'HDU', problemId: '' },
  });
  const errorText = (error: FieldError | undefined) =>
    isRemoteFormErrorKey(error?.message) ? t(`remoteJudge.errors.${error.message}`) : undefined;
  const submit = form.handleSubmit(async (values) => {
    try {
      setQueued(await importRemoteProblem(values));
      form.reset({ bank: values.bank, problemId: '' });
    } catch {
      // the request layer has said why (imported already, a bad id)
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
          {queued ? (
            <RemoteImportStatus key={queued.job} {...queued} live={live} problemLink={problemLink} />
          ) : null}
        </Flex>
      </form>
    </Card>
  );
}

/** One fetch: waiting for a remote runner, then the problem's link, or why the site could not be read. */
function RemoteImportStatus({
  job,
  problemId,
  live,
  problemLink,
}: {
  job: number;
  problemId: string;
  live: LiveSource;
  problemLink: (problemId: string) => string;
}) {
  const { t } = useTranslation();
  const state = useLiveQuery<RemoteImportJob>({
    live,
    room: remoteImportJobRoom(job),
    key: queryKeys.importJob(job),
    load: (signal) => getRemoteImportJob(job, signal),
    // Every push is the whole job as REST reads it.
    apply: (data, payload) => {
      const parsed = remoteImportJobSchema.safeParse(payload);
      return parsed.success ? parsed.data : data;
    },
    pollMs: 3000,
  });
  const view = state.data;
  const announced = useRef(false);
  useEffect(() => {
    if (!view || announced.current || (view.state !== 'done' && view.state !== 'failed')) return;
    announced.current = true;
    if (view.state === 'done') showMessage('success', t('remoteJudge.import.imported', { problemId }));
  }, [view, problemId, t]);
  if (view?.state === 'done') {
    return (
      <Text size="2" role="status">
        {t('remoteJudge.import.imported', { problemId })} ·{' '}
        <RadixLink asChild>
          <Link to={problemLink(problemId)}>{t('remoteJudge.import.open')}</Link>
        </RadixLink>
      </Text>
    );
  }
  if (view?.state === 'failed') {
    return (
      <Callout.Root color="red" size="1" role="alert">
        <Callout.Text>
          {t('remoteJudge.import.failed', { problemId, reason: localiseServerMessage(view.reason ?? '') })}
        </Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Flex gap="2" align="center" role="status">
      <Spinner />
      <Text size="2" color="gray">
        {view?.state === 'running'
          ? t('remoteJudge.import.fetching', { problemId })
          : t('remoteJudge.import.waiting', { problemId })}
      </Text>
    </Flex>
  );
}
