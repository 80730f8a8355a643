import { ProblemAuth, ProblemType } from '@oj/events/vocabulary';
import { Button, Card, Flex, Select, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '@/lib/notices';
import { batchChangeProblems, type ProblemBatchChange } from '../api/batchChangeProblems';
import { type ExportFormat, exportProblems } from '../api/exportProblems';

const KEEP = 'keep';

interface ProblemBatchBarProps {
  selected: readonly number[];
  /** After a change the server took: the rows show it, and the selection is cleared. */
  onApplied: (change: ProblemBatchChange) => void;
  onClear: () => void;
}

/** Above the admin problem list while rows are chosen: one auth and/or type for all of them. */
export function ProblemBatchBar({ selected, onApplied, onClear }: ProblemBatchBarProps) {
  const { t } = useTranslation();
  const [auth, setAuth] = useState(KEEP);
  const [type, setType] = useState(KEEP);
  const [busy, setBusy] = useState(false);
  const nothingToSet = auth === KEEP && type === KEEP;
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await exportProblems(selected, format);
    } catch {
      // the request layer has shown why
    } finally {
      setExporting(null);
    }
  };

  const apply = async () => {
    const change: ProblemBatchChange = {
      pids: [...selected],
      ...(auth === KEEP ? {} : { auth: Number(auth) }),
      ...(type === KEEP ? {} : { type: Number(type) }),
    };
    setBusy(true);
    try {
      await batchChangeProblems(change);
      showMessage('success', t('problemAdmin.updated'));
      onApplied(change);
      setAuth(KEEP);
      setType(KEEP);
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="surface" aria-label={t('problemAdmin.batch.label')} role="region">
      <Flex gap="3" align="center" wrap="wrap">
        <Text size="2" weight="medium">
          {t('problemAdmin.batch.selected', { count: selected.length })}
        </Text>
        <Select.Root value={auth} onValueChange={setAuth}>
          <Select.Trigger aria-label={t('problemAdmin.batch.auth')} />
          <Select.Content>
            <Select.Item value={KEEP}>{t('problemAdmin.batch.keepAuth')}</Select.Item>
            <Select.Item value={String(ProblemAuth.public)}>{t('problemAdmin.auth.public')}</Select.Item>
            <Select.Item value={String(ProblemAuth.private)}>{t('problemAdmin.auth.private')}</Select.Item>
            {/* Contest problems are made inside a contest (spec 03 §4). */}
            <Select.Item value={String(ProblemAuth.contest)} disabled>
              {t('problemAdmin.auth.contest')}
            </Select.Item>
          </Select.Content>
        </Select.Root>
        <Select.Root value={type} onValueChange={setType}>
          <Select.Trigger aria-label={t('problemAdmin.batch.type')} />
          <Select.Content>
            <Select.Item value={KEEP}>{t('problemAdmin.batch.keepType')}</Select.Item>
            <Select.Item value={String(ProblemType.acm)}>ACM</Select.Item>
            <Select.Item value={String(ProblemType.oi)}>OI</Select.Item>
          </Select.Content>
        </Select.Root>
        <Flex gap="2" wrap="wrap" ml={{ initial: '0', sm: 'auto' }}>
          <Button onClick={() => void apply()} loading={busy} disabled={nothingToSet}>
            {t('problemAdmin.batch.apply')}
          </Button>
          <Button variant="outline" onClick={() => void download('kattis')} loading={exporting === 'kattis'}>
            {t('problemAdmin.batch.exportKattis')}
          </Button>
          <Button variant="outline" onClick={() => void download('hoj')} loading={exporting === 'hoj'}>
            {t('problemAdmin.batch.exportHoj')}
          </Button>
          <Button variant="soft" color="gray" onClick={onClear}>
            {t('problemAdmin.batch.clear')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
