import { Badge, Button, Flex, RadioGroup, Table, Text } from '@radix-ui/themes';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '@/components/icons';
import { localiseServerMessage } from '@/lib/i18n';
import { showMessage } from '@/lib/notices';
import { importUsers } from '../api/userAdminApi';
import type { ImportReport, ImportRow } from '../api/userAdminSchemas';

type Mode = 'all' | 'valid';
const statusColors = { imported: 'green', accepted: 'blue', skipped: 'gray', refused: 'red' } as const;

/** A CSV sheet of users, imported all-or-nothing or valid rows only, with each row's fate shown. */
export function UserImportTab() {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<{ name: string; csv: string }>();
  const [mode, setMode] = useState<Mode>('all');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setReport(undefined);
    if (!file) return setSheet(undefined);
    try {
      setSheet({ name: file.name, csv: await file.text() });
    } catch {
      showMessage('error', t('userAdmin.import.readError'));
    }
  };

  const submit = async () => {
    if (!sheet) return;
    setBusy(true);
    try {
      const result = await importUsers(sheet.csv, mode);
      setReport(result);
      if (result.imported > 0)
        showMessage('success', t('userAdmin.import.imported', { count: result.imported }));
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  };

  const lines = sheet ? sheet.csv.split(/\r?\n/).filter((line) => line.trim() !== '').length : 0;
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        {t('userAdmin.import.description')}
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <Button asChild variant="soft">
          <label>
            <FileIcon />
            {t('userAdmin.import.file')}
            <input
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label={t('userAdmin.import.file')}
              onChange={(event) => void choose(event)}
            />
          </label>
        </Button>
        {sheet ? (
          <Text size="2">{t('userAdmin.import.chosen', { name: sheet.name, count: lines })}</Text>
        ) : null}
      </Flex>
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium">
          {t('userAdmin.import.mode')}
        </Text>
        <RadioGroup.Root value={mode} onValueChange={(next) => setMode(next as Mode)}>
          <RadioGroup.Item value="all">{t('userAdmin.import.modeAll')}</RadioGroup.Item>
          <RadioGroup.Item value="valid">{t('userAdmin.import.modeValid')}</RadioGroup.Item>
        </RadioGroup.Root>
      </Flex>
      <Flex>
        <Button disabled={!sheet} loading={busy} onClick={() => void submit()}>
          {t('userAdmin.import.submit')}
        </Button>
      </Flex>
      {report ? <ImportReportTable report={report} /> : null}
    </Flex>
  );
}

function ImportReportTable({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="2">
      <Text weight="medium">
        {report.imported > 0
          ? t('userAdmin.import.imported', { count: report.imported })
          : t('userAdmin.import.nothingImported')}
      </Text>
      <Table.Root size="1" variant="surface" aria-label={t('userAdmin.import.result')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell className="numeric">{t('userAdmin.import.line')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('userAdmin.import.username')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('userAdmin.import.result')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.rows.map((row) => (
            <ReportRow key={row.line} row={row} />
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}

function ReportRow({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  return (
    <Table.Row>
      <Table.Cell className="numeric">{row.line}</Table.Cell>
      <Table.Cell>{row.username || '—'}</Table.Cell>
      <Table.Cell>
        <Flex gap="2" align="center" wrap="wrap">
          <Badge color={statusColors[row.status]}>{t(`userAdmin.import.statuses.${row.status}`)}</Badge>
          {row.reason ? <Text size="1">{localiseServerMessage(row.reason)}</Text> : null}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}
