import { DataList, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatLength, formatMemory, formatTime } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import type { SubmissionDetail } from '../api/getSubmissionDetail';
import { formatScore } from '../model/format';
import type { SubmissionLinks } from '../model/links';
import { StatusTag } from './StatusTag';

interface SummaryTableProps {
  submission: SubmissionDetail['submission'];
  links: SubmissionLinks;
}

/** The submission's one row, with every column of the list; a list of fields on narrow screens. */
export function SummaryTable({ submission: s, links }: SummaryTableProps) {
  const { t } = useTranslation();
  const cells: [string, ReactNode][] = [
    [
      t('submission.column.runId'),
      <Text key="id" className="numeric">
        {s.submitId}
      </Text>,
    ],
    [
      t('submission.column.problem'),
      <Link key="problem" to={links.problem(s.displayPid)}>
        <span className="mono">{s.displayPid}</span> {s.title}
      </Link>,
    ],
    [t('submission.column.status'), <StatusTag key="status" status={s.status} />],
    [t('submission.column.score'), formatScore(s.score)],
    [t('submission.column.time'), formatTime(s.time)],
    [t('submission.column.memory'), formatMemory(s.memory)],
    [t('submission.column.length'), formatLength(s.length)],
    [t('submission.column.language'), s.language],
    [t('submission.column.judger'), s.judger || '--'],
    [
      t('submission.column.author'),
      <Link key="author" to={links.user(s.uid, s.username)}>
        {s.username}
      </Link>,
    ],
    [t('submission.column.submitTime'), formatDateTime(s.submitTime, s.submitTime)],
  ];
  return (
    <>
      <Table.Root variant="surface" size="1" className="summary-table only-wide">
        <Table.Header>
          <Table.Row>
            {cells.map(([label]) => (
              <Table.ColumnHeaderCell key={label} className="nowrap">
                {label}
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row align="center">
            {cells.map(([label, value]) => (
              <Table.Cell key={label} className="nowrap numeric">
                {value}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Body>
      </Table.Root>
      <DataList.Root size="2" className="summary-table summary-list only-narrow">
        {cells.map(([label, value]) => (
          <DataList.Item key={label} align="center">
            <DataList.Label minWidth="96px">{label}</DataList.Label>
            <DataList.Value className="numeric">{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </>
  );
}
