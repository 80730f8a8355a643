import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Progress,
  RadioGroup,
  Table,
  Text,
  Link as TextLink,
} from '@radix-ui/themes';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UploadIcon } from '@/components/icons';
import { localiseServerMessage } from '@/lib/i18n';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import {
  type BatchMode,
  type BatchReport,
  type BatchReportItem,
  getImportJob,
  type ImportJob,
  importJobRoom,
  importJobSchema,
  queueImport,
  restartImport,
} from '../api/importBatch';
import type { ProblemAdminLinks } from '../links';

const ACCEPT = '.zip,application/zip,.xml,text/xml,application/xml';
const STATUS_COLOR = { imported: 'green', refused: 'red', skipped: 'gray' } as const;

/**
 * Several files at once, any format the server reads (Kattis/ICPC, HOJ, QDUOJ, Hydro, Polygon zips and
 * FPS XML, detected there), all or nothing or the valid items only. The upload queues a background job;
 * its progress and then its report come over the job's live room (read again by REST only while the
 * socket is down).
 */
export function BatchImportCard({ links, live }: { links: ProblemAdminLinks; live: LiveSource }) {
  const { t } = useTranslation();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [mode, setMode] = useState<BatchMode>('all');
  const [uploading, setUploading] = useState(false);
  const [job, setJob] = useState<number>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) {
      showMessage('warning', t('problemAdmin.import.chooseFile'));
      return;
    }
    setUploading(true);
    setJob(undefined);
    try {
      setJob((await queueImport(files, mode)).job);
    } catch {
      // the request layer has shown why
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <form onSubmit={submit}>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4">
              {t('problemAdmin.import.batch.title')}
            </Heading>
            <Text size="2" color="gray">
              {t('problemAdmin.import.batch.description')}
            </Text>
            <Text as="label" htmlFor={id} size="2" weight="medium">
              {t('problemAdmin.import.batch.files')}
            </Text>
            <input
              id={id}
              type="file"
              multiple
              accept={ACCEPT}
              className="file-input"
              onChange={(event) => setFiles([...(event.target.files ?? [])])}
            />
            <RadioGroup.Root
              value={mode}
              onValueChange={(value) => setMode(value === 'valid' ? 'valid' : 'all')}
              aria-label={t('problemAdmin.import.batch.mode')}
            >
              <RadioGroup.Item value="all">{t('problemAdmin.import.batch.all')}</RadioGroup.Item>
              <RadioGroup.Item value="valid">{t('problemAdmin.import.batch.valid')}</RadioGroup.Item>
            </RadioGroup.Root>
            <div>
              <Button type="submit" loading={uploading}>
                <UploadIcon />
                {t('problemAdmin.import.submit')}
              </Button>
            </div>
            {uploading ? (
              <Text size="2" color="gray" role="status">
                {t('problemAdmin.import.batch.uploading', { count: files.length })}
              </Text>
            ) : null}
          </Flex>
        </form>
        {job === undefined ? null : <ImportJobStatus key={job} job={job} live={live} links={links} />}
      </Flex>
    </Card>
  );
}

/** One job: its progress while it runs, its report when done, why it died when it failed. */
function ImportJobStatus({ job, live, links }: { job: number; live: LiveSource; links: ProblemAdminLinks }) {
  const { t } = useTranslation();
  const state = useLiveQuery<ImportJob>({
    live,
    room: importJobRoom(job),
    key: queryKeys.importJob(job),
    load: (signal) => getImportJob(job, signal),
    // Every push is the whole job as REST reads it.
    apply: (data, payload) => {
      const parsed = importJobSchema.safeParse(payload);
      return parsed.success ? parsed.data : data;
    },
    pollMs: 3000,
  });
  const view = state.data;
  const announced = useRef(false);
  useEffect(() => {
    if (view?.state !== 'done' || announced.current) return;
    announced.current = true;
    const count = view.imported ?? 0;
    showMessage(count > 0 ? 'success' : 'warning', t('problemAdmin.import.done', { count }));
  }, [view, t]);
  if (!view || view.state === 'queued' || view.state === 'running') {
    // Within a problem, its stored cases move the bar too: a single 500 MB problem is not a frozen bar.
    const share = view?.cases ? (view.casesDone ?? 0) / view.cases : 0;
    const percent = view && view.total > 0 ? Math.round((100 * (view.done + share)) / view.total) : 0;
    return (
      <Flex direction="column" gap="2" role="status" aria-label={t('problemAdmin.import.batch.progress')}>
        <Progress value={percent} aria-hidden />
        <Text size="2" color="gray">
          {!view || view.phase === null
            ? t('problemAdmin.import.batch.queued')
            : t(`problemAdmin.import.batch.phases.${view.phase}`, {
                done: Math.min(view.done + 1, view.total),
                total: view.total,
                name: view.current ?? '',
              })}
          {view?.cases
            ? ` ${t('problemAdmin.import.batch.cases', { done: view.casesDone ?? 0, total: view.cases })}`
            : null}
        </Text>
      </Flex>
    );
  }
  if (view.state === 'failed')
    return (
      <Flex direction="column" gap="2" align="start">
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            {t('problemAdmin.import.batch.jobFailed', { reason: localiseServerMessage(view.reason ?? '') })}
          </Callout.Text>
        </Callout.Root>
        {view.stalled ? <RestartButton job={job} /> : null}
      </Flex>
    );
  return (
    <BatchReportTable
      report={{ mode: view.mode, imported: view.imported ?? 0, items: view.items ?? [] }}
      links={links}
    />
  );
}

/** Starts again a job whose server stopped; its room then shows it running again. */
function RestartButton({ job }: { job: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const restart = async () => {
    setBusy(true);
    try {
      await restartImport(job);
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="soft" loading={busy} onClick={() => void restart()}>
      {t('problemAdmin.import.batch.restart')}
    </Button>
  );
}

function BatchReportTable({ report, links }: { report: BatchReport; links: ProblemAdminLinks }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="2" aria-label={t('problemAdmin.import.batch.report')} role="region">
      <Text size="2" weight="medium">
        {t('problemAdmin.import.created', { count: report.imported })}
      </Text>
      {report.items.length === 0 ? (
        <Text size="2" color="gray">
          {t('problemAdmin.import.batch.empty')}
        </Text>
      ) : (
        <div className="batch-report-scroll">
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('problemAdmin.import.batch.file')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('problemAdmin.list.problemId')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('problemAdmin.import.batch.status')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.items.map((item) => (
                <ReportRow
                  key={`${item.file}|${item.item}|${item.problemId}|${item.status}`}
                  item={item}
                  links={links}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      )}
    </Flex>
  );
}

function ReportRow({ item, links }: { item: BatchReportItem; links: ProblemAdminLinks }) {
  const { t } = useTranslation();
  return (
    <Table.Row>
      <Table.Cell>
        <Text size="1">{item.file}</Text>
        {item.format ? (
          <Text as="p" size="1" color="gray">
            {item.format}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        {item.status === 'imported' && item.pid !== undefined && item.problemId ? (
          <TextLink asChild>
            <Link to={links.edit(item.pid)}>
              {item.problemId} (#{item.pid})
            </Link>
          </TextLink>
        ) : (
          <Text size="1">{item.problemId ?? item.item}</Text>
        )}
        {item.status === 'refused' && item.item !== item.problemId ? (
          <Text as="p" size="1" color="gray">
            {item.item}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        <Badge color={STATUS_COLOR[item.status]}>
          {t(`problemAdmin.import.batch.statuses.${item.status}`)}
        </Badge>
        {item.reason ? (
          <Text as="p" size="1" color={item.status === 'refused' ? 'red' : 'gray'}>
            {item.reason}
          </Text>
        ) : null}
        {(item.notes ?? []).map((note) => (
          <Text as="p" size="1" color="amber" key={note}>
            {note}
          </Text>
        ))}
      </Table.Cell>
    </Table.Row>
  );
}
