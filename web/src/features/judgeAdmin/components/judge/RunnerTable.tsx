import { Badge, Flex, Table, Text, Tooltip } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatDateTime, timeAgo } from '@/lib/time';
import type { Runner } from '../../api/getRunners';
import { type RunnerStatus, runnerStatus } from '../../model/runnerStatus';

const badgeColor = { online: 'green', silent: 'orange', offline: 'gray' } as const;

/** One row per runner; narrow screens drop slots, load and version into the name cell. */
export function RunnerTable({ runners, now }: { runners: Runner[]; now: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'zh-CN';
  return (
    <Table.Root size="2">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('judgeAdmin.judge.runner')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('judgeAdmin.judge.status')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="only-wide" align="right">
            {t('judgeAdmin.judge.slots')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="only-wide" align="right">
            {t('judgeAdmin.judge.busy')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="only-wide" align="right">
            {t('judgeAdmin.judge.load')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="only-wide">
            {t('judgeAdmin.judge.version')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('judgeAdmin.judge.lastSeen')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {runners.map((runner) => {
          const status = runnerStatus(runner, now);
          return (
            <Table.Row key={runner.name} align="center">
              <Table.Cell>
                <Text as="div" weight="medium" className="runner-name">
                  {runner.name}
                </Text>
                {/* Narrow screens keep the numbers under the name. */}
                <Text as="div" size="1" color="gray" className="only-narrow">
                  {t('judgeAdmin.judge.narrowDetails', {
                    busy: runner.busy,
                    slots: runner.slots,
                    load: runner.load.toFixed(2),
                    version: runner.version,
                  })}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={status} />
              </Table.Cell>
              <Table.Cell className="only-wide numeric" align="right">
                {runner.slots}
              </Table.Cell>
              <Table.Cell className="only-wide numeric" align="right">
                {runner.busy}
              </Table.Cell>
              <Table.Cell className="only-wide numeric" align="right">
                {runner.load.toFixed(2)}
              </Table.Cell>
              <Table.Cell className="only-wide">
                <Text className="mono" size="1">
                  {runner.version}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <time dateTime={runner.lastSeen} title={formatDateTime(runner.lastSeen, runner.lastSeen)}>
                  {timeAgo(runner.lastSeen, now, locale)}
                </time>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

function StatusBadge({ status }: { status: RunnerStatus }) {
  const { t } = useTranslation();
  const badge = (
    <Badge color={badgeColor[status]} variant="soft" radius="full">
      <Flex align="center" gap="1">
        <span className={`status-dot status-dot-${status}`} aria-hidden="true" />
        {t(`judgeAdmin.judge.${status}`)}
      </Flex>
    </Badge>
  );
  return status === 'silent' ? <Tooltip content={t('judgeAdmin.judge.silentHint')}>{badge}</Tooltip> : badge;
}
