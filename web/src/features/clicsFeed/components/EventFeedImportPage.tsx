import { Button, Callout, Card, Flex, Heading, Link, Table, Text } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImportOutcome, importEventFeed } from '../api/importEventFeed';

/** /admin/contest/import-feed: a CLICS event feed in, a new contest out, or the feed's bad lines. */
export function EventFeedImportPage({ contestHref }: { contestHref: (cid: number) => string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await importEventFeed(file));
    } catch {
      setOutcome({ kind: 'failed', msg: t('clicsFeed.networkError') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <form onSubmit={(e) => void submit(e)}>
        <Flex direction="column" gap="3">
          <Heading size="4">{t('clicsFeed.importTitle')}</Heading>
          <Text size="2" color="gray">
            {t('clicsFeed.importHint')}
          </Text>
          <input
            type="file"
            accept=".ndjson,.json,.txt,application/x-ndjson"
            aria-label={t('clicsFeed.file')}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Flex>
            <Button type="submit" disabled={!file} loading={busy}>
              {t('clicsFeed.import')}
            </Button>
          </Flex>
          {outcome && <Outcome outcome={outcome} contestHref={contestHref} />}
        </Flex>
      </form>
    </Card>
  );
}

function Outcome({ outcome, contestHref }: { outcome: ImportOutcome; contestHref: (cid: number) => string }) {
  const { t } = useTranslation();
  if (outcome.kind === 'imported') {
    return (
      <Callout.Root color="green">
        <Callout.Text>
          {t('clicsFeed.imported')}{' '}
          <Link href={contestHref(outcome.cid)}>{t('clicsFeed.openContest', { cid: outcome.cid })}</Link>
        </Callout.Text>
      </Callout.Root>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <Callout.Root color="red">
        <Callout.Text>{outcome.msg}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Flex direction="column" gap="2">
      <Callout.Root color="red">
        <Callout.Text>{t('clicsFeed.refused', { count: outcome.total })}</Callout.Text>
      </Callout.Root>
      <Table.Root size="1">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('clicsFeed.line')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('clicsFeed.problem')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {outcome.errors.map((e) => (
            <Table.Row key={`${e.line}:${e.message}`}>
              <Table.Cell>{e.line === 0 ? t('clicsFeed.wholeFeed') : e.line}</Table.Cell>
              <Table.Cell>{e.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}
