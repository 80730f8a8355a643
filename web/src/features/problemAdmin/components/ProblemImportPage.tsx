import { Button, Callout, Card, Flex, Grid, Heading, Table, Text, Link as TextLink } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ErrorCallout } from '@/components/ErrorCallout';
import { CheckCircleIcon, UploadIcon } from '@/components/icons';
import { toError } from '@/lib/guards';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import { type ImportedProblem, importProblems, type PackageKind } from '../api/importProblems';
import type { ProblemAdminLinks } from '../links';
import { BatchImportCard } from './BatchImportCard';

const accept: Record<PackageKind, string> = {
  icpc: '.zip,application/zip',
  fps: '.xml,text/xml,application/xml',
};

/** /admin/problem/batch-operation: import ICPC/Kattis packages or an FPS file; all its problems or none. */
export function ProblemImportPage({ links, live }: { links: ProblemAdminLinks; live: LiveSource }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ kind: PackageKind; problems: ImportedProblem[] }>();
  const [error, setError] = useState<Error>();

  const done = (kind: PackageKind, problems: ImportedProblem[]) => {
    setError(undefined);
    setResult({ kind, problems });
    showMessage('success', t('problemAdmin.import.done', { count: problems.length }));
  };
  const failed = (thrown: unknown) => {
    setResult(undefined);
    setError(toError(thrown));
  };

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('problemAdmin.import.title')}
        description={t('problemAdmin.import.description')}
      />
      <BatchImportCard links={links} live={live} />
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <ImportCard kind="icpc" onDone={done} onFailed={failed} />
        <ImportCard kind="fps" onDone={done} onFailed={failed} />
      </Grid>
      {error ? <ErrorCallout title={t('problemAdmin.import.failed')} error={error} /> : null}
      {result ? (
        <Card size="3">
          <Flex direction="column" gap="3">
            <Callout.Root color="green" size="1">
              <Callout.Icon>
                <CheckCircleIcon />
              </Callout.Icon>
              <Callout.Text>
                {t('problemAdmin.import.created', { count: result.problems.length })}
              </Callout.Text>
            </Callout.Root>
            <Table.Root size="2">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('problemAdmin.list.pid')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('problemAdmin.list.problemId')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell align="right">
                    {t('problemAdmin.list.actions')}
                  </Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.problems.map((problem) => (
                  <Table.Row key={problem.pid}>
                    <Table.Cell className="numeric">{problem.pid}</Table.Cell>
                    <Table.Cell>
                      <TextLink asChild>
                        <Link to={links.problem(problem.problemId)}>{problem.problemId}</Link>
                      </TextLink>
                      {problem.notes.map((note) => (
                        <Text as="p" size="1" color="amber" key={note}>
                          {note}
                        </Text>
                      ))}
                    </Table.Cell>
                    <Table.Cell align="right">
                      <TextLink asChild>
                        <Link to={links.edit(problem.pid)}>{t('problemAdmin.list.edit')}</Link>
                      </TextLink>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <div>
              <Button asChild variant="soft">
                <Link to={links.list}>{t('problemAdmin.import.toList')}</Link>
              </Button>
            </div>
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}

interface ImportCardProps {
  kind: PackageKind;
  onDone: (kind: PackageKind, problems: ImportedProblem[]) => void;
  onFailed: (error: unknown) => void;
}

function ImportCard({ kind, onDone, onFailed }: ImportCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      showMessage('warning', t('problemAdmin.import.chooseFile'));
      return;
    }
    setBusy(true);
    try {
      onDone(kind, await importProblems(kind, file));
    } catch (thrown) {
      onFailed(thrown);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="3" asChild>
      <form onSubmit={submit}>
        <Flex direction="column" gap="3" height="100%">
          <Heading as="h2" size="4">
            {t(`problemAdmin.import.${kind}.title`)}
          </Heading>
          <Text size="2" color="gray">
            {t(`problemAdmin.import.${kind}.description`)}
          </Text>
          <Text as="label" htmlFor={id} size="2" weight="medium" mt="auto">
            {t(`problemAdmin.import.${kind}.file`)}
          </Text>
          <input
            id={id}
            type="file"
            accept={accept[kind]}
            className="file-input"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <div>
            <Button type="submit" loading={busy}>
              <UploadIcon />
              {t('problemAdmin.import.submit')}
            </Button>
          </div>
        </Flex>
      </form>
    </Card>
  );
}
