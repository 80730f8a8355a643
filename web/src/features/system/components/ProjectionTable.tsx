import { Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ProjectionHealth } from '../api/getHealth';
import { formatLag } from '../model/formatLag';
import { LagBadge } from './StatusBadges';

export function ProjectionTable({ projections }: { projections: ProjectionHealth[] }) {
  const { t, i18n } = useTranslation();
  if (projections.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        {t('system.noProjections')}
      </Text>
    );
  }
  return (
    <Table.Root variant="surface" size={{ initial: '1', sm: '2' }}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('system.projectionName')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end" className="nowrap">
            {t('system.projectionPosition')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end" className="nowrap">
            {t('system.lagEvents')}
          </Table.ColumnHeaderCell>
          {/* At phone width the events behind say enough; the wait shows from 768 px. */}
          <Table.ColumnHeaderCell justify="end" className="nowrap only-wide">
            {t('system.lagTime')}
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {projections.map((projection) => (
          <Table.Row key={projection.name}>
            <Table.RowHeaderCell>
              <Text className="mono">{projection.name}</Text>
            </Table.RowHeaderCell>
            <Table.Cell justify="end" className="numeric nowrap">
              {projection.position.toLocaleString(i18n.language)}
            </Table.Cell>
            <Table.Cell justify="end">
              <LagBadge lagEvents={projection.lagEvents} />
            </Table.Cell>
            <Table.Cell justify="end" className="numeric nowrap only-wide">
              {formatLag(projection.lagMs)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
