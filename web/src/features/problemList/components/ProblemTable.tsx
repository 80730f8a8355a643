import { Flex, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DifficultyBadge } from '@/components/DifficultyBadge';
import { TableStateRows } from '@/components/TableStateRows';
import { TagChip } from '@/components/TagChip';
import { formatRate, percentOf } from '@/lib/judgeResults';
import type { ProblemRow } from '../api/getProblemList';
import type { ProblemStatusMap } from '../api/getUserProblemStatus';
import { StatusIcon } from './StatusIcon';

interface ProblemTableProps {
  rows: ProblemRow[] | undefined;
  loading: boolean;
  showTags: boolean;
  /** Signed in: a first column with the user's status on each problem. */
  statuses: ProblemStatusMap | undefined;
  problemHref: (problemId: string) => string;
  /** The row under the pointer (or keyboard focus), for the result panel. */
  onHover: (row: ProblemRow) => void;
  /** Shown instead of rows when the page is empty. */
  emptyText: string;
}

export function ProblemTable({
  rows,
  loading,
  showTags,
  statuses,
  problemHref,
  onHover,
  emptyText,
}: ProblemTableProps) {
  const { t } = useTranslation();
  const columns = 5 + (statuses ? 1 : 0) + (showTags ? 1 : 0);
  return (
    <Table.Root
      size={{ initial: '1', sm: '2' }}
      className="problem-table"
      data-loading={loading && rows ? '' : undefined}
    >
      <Table.Header>
        <Table.Row>
          {statuses ? (
            <Table.ColumnHeaderCell className="status-cell">
              <span className="visually-hidden">{t('problemList.column.status')}</span>
            </Table.ColumnHeaderCell>
          ) : null}
          <Table.ColumnHeaderCell className="nowrap">{t('problemList.column.id')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('problemList.column.title')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="only-wide nowrap">
            {t('problemList.column.difficulty')}
          </Table.ColumnHeaderCell>
          {showTags ? (
            <Table.ColumnHeaderCell className="only-wide">
              {t('problemList.column.tags')}
            </Table.ColumnHeaderCell>
          ) : null}
          <Table.ColumnHeaderCell className="only-wide nowrap" align="right">
            {t('problemList.column.total')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="nowrap" align="right">
            {t('problemList.column.acRate')}
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <TableStateRows
          columns={columns}
          loading={!rows}
          empty={rows?.length === 0 ? emptyText : null}
          skeletonRows={6}
          centered
        />
        {rows?.map((row) => (
          <Table.Row
            key={row.pid}
            align="center"
            onMouseEnter={() => onHover(row)}
            onFocus={() => onHover(row)}
          >
            {statuses ? (
              <Table.Cell className="status-cell">
                <StatusIcon status={statuses[row.pid]?.status} />
              </Table.Cell>
            ) : null}
            <Table.Cell className="nowrap mono">
              <Text size="2">{row.problemId}</Text>
            </Table.Cell>
            <Table.Cell>
              <Link to={problemHref(row.problemId)} className="problem-title-link">
                {row.title}
              </Link>
              {/* Narrow screens fold the level and the tags under the title. */}
              <Flex gap="1" wrap="wrap" mt="1" align="center" className="only-narrow">
                <DifficultyBadge level={row.difficulty} />
                {showTags ? row.tags.map((tag) => <TagChip key={tag.id} tag={tag} />) : null}
              </Flex>
            </Table.Cell>
            <Table.Cell className="only-wide">
              <DifficultyBadge level={row.difficulty} />
            </Table.Cell>
            {showTags ? (
              <Table.Cell className="only-wide">
                <Flex gap="1" wrap="wrap">
                  {row.tags.map((tag) => (
                    <TagChip key={tag.id} tag={tag} />
                  ))}
                </Flex>
              </Table.Cell>
            ) : null}
            <Table.Cell className="only-wide numeric" align="right">
              {row.total}
            </Table.Cell>
            <Table.Cell align="right">
              <Flex direction="column" align="end" gap="1">
                <Text size="2" className="numeric nowrap">
                  {formatRate(row.ac, row.total)}
                </Text>
                <div className="ac-rate-bar" aria-hidden="true">
                  <div style={{ width: `${percentOf(row.ac, row.total)}%` }} />
                </div>
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
