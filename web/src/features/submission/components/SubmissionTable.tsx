import { SubmissionStatus } from '@oj/events/vocabulary';
import { Button, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RefreshIcon } from '@/components/icons';
import { TableStateRows } from '@/components/TableStateRows';
import { formatLength, formatMemory, formatTime } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import type { SubmissionRow } from '../api/schemas';
import { formatScore } from '../model/format';
import type { SubmissionLinks } from '../model/links';
import { StatusTag } from './StatusTag';

interface SubmissionTableProps {
  rows: SubmissionRow[] | undefined;
  /** A page is loading over the rows shown. */
  loading: boolean;
  emptyText: string;
  links: SubmissionLinks;
  /** The reader's uid: their rows are highlighted. */
  viewerUid: string | undefined;
  /** 'compact': the problem page's own submissions (no problem, author, judger or length). */
  variant?: 'full' | 'compact';
  /** Super admin: a rejudge button per row. */
  onRejudge?: (row: SubmissionRow) => void;
  rejudging?: number;
}

/** Submissions as the spec's columns (01 §2.8); the narrow layout keeps id, problem, status and figures. */
export function SubmissionTable({
  rows,
  loading,
  emptyText,
  links,
  viewerUid,
  variant = 'full',
  onRejudge,
  rejudging,
}: SubmissionTableProps) {
  const { t } = useTranslation();
  const full = variant === 'full';
  const columns = full ? 11 + (onRejudge ? 1 : 0) : 6;
  return (
    <Table.Root
      size={{ initial: '1', sm: '2' }}
      className="submission-table"
      data-loading={loading && rows ? '' : undefined}
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell className="nowrap">{t('submission.column.runId')}</Table.ColumnHeaderCell>
          {full ? (
            <Table.ColumnHeaderCell className="nowrap">
              {t('submission.column.problem')}
            </Table.ColumnHeaderCell>
          ) : null}
          <Table.ColumnHeaderCell className="nowrap">{t('submission.column.status')}</Table.ColumnHeaderCell>
          {full ? (
            <Table.ColumnHeaderCell className="only-wide nowrap" align="right">
              {t('submission.column.score')}
            </Table.ColumnHeaderCell>
          ) : null}
          <Table.ColumnHeaderCell className="nowrap" align="right">
            {t('submission.column.time')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className={full ? 'only-wide nowrap' : 'nowrap'} align="right">
            {t('submission.column.memory')}
          </Table.ColumnHeaderCell>
          {full ? (
            <Table.ColumnHeaderCell className="only-wide nowrap" align="right">
              {t('submission.column.length')}
            </Table.ColumnHeaderCell>
          ) : null}
          <Table.ColumnHeaderCell className="only-wide nowrap">
            {t('submission.column.language')}
          </Table.ColumnHeaderCell>
          {full ? (
            <>
              <Table.ColumnHeaderCell className="only-wide nowrap">
                {t('submission.column.judger')}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="only-wide nowrap">
                {t('submission.column.author')}
              </Table.ColumnHeaderCell>
            </>
          ) : null}
          <Table.ColumnHeaderCell className="only-wide nowrap">
            {t('submission.column.submitTime')}
          </Table.ColumnHeaderCell>
          {onRejudge ? (
            <Table.ColumnHeaderCell className="only-wide nowrap">
              <span className="visually-hidden">{t('submission.column.actions')}</span>
            </Table.ColumnHeaderCell>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <TableStateRows
          columns={columns}
          loading={!rows}
          empty={rows?.length === 0 ? emptyText : null}
          skeletonRows={5}
          centered
        />
        {rows?.map((row) => (
          <Table.Row
            key={row.submitId}
            align="center"
            className={row.uid === viewerUid ? 'own-row' : undefined}
            data-submit-id={row.submitId}
          >
            <Table.Cell className="nowrap numeric">
              <Link to={links.submission(row.submitId)}>{row.submitId}</Link>
            </Table.Cell>
            {full ? (
              <Table.Cell className="nowrap">
                <Link to={links.problem(row.displayPid)} className="mono">
                  {row.displayPid}
                </Link>
                {/* Narrow screens fold the author under the problem. */}
                <Text as="div" size="1" className="only-narrow">
                  <Link to={links.user(row.uid, row.username)}>{row.username}</Link>
                </Text>
              </Table.Cell>
            ) : null}
            <Table.Cell className="nowrap">
              {/* Spec 01 §4: one's own submit-failed tag leads to its resubmit (on the detail page). */}
              {row.status === SubmissionStatus.submitFailed && row.uid === viewerUid ? (
                <Link to={links.submission(row.submitId)} title={t('submission.detail.resubmit')}>
                  <StatusTag status={row.status} />
                </Link>
              ) : (
                <StatusTag status={row.status} />
              )}
            </Table.Cell>
            {full ? (
              <Table.Cell className="only-wide numeric" align="right">
                {formatScore(row.score)}
              </Table.Cell>
            ) : null}
            <Table.Cell className="nowrap numeric" align="right">
              {formatTime(row.time)}
              {/* Narrow screens fold the memory under the time. */}
              {full ? (
                <Text as="div" size="1" color="gray" className="only-narrow">
                  {formatMemory(row.memory)}
                </Text>
              ) : null}
            </Table.Cell>
            <Table.Cell className={full ? 'only-wide nowrap numeric' : 'nowrap numeric'} align="right">
              {formatMemory(row.memory)}
            </Table.Cell>
            {full ? (
              <Table.Cell className="only-wide nowrap numeric" align="right">
                {formatLength(row.length)}
              </Table.Cell>
            ) : null}
            <Table.Cell className="only-wide nowrap">{row.language}</Table.Cell>
            {full ? (
              <>
                <Table.Cell className="only-wide nowrap">
                  <Text color="gray">{row.judger || '--'}</Text>
                </Table.Cell>
                <Table.Cell className="only-wide nowrap">
                  <Link to={links.user(row.uid, row.username)}>{row.username}</Link>
                </Table.Cell>
              </>
            ) : null}
            <Table.Cell className="only-wide nowrap numeric">
              {formatDateTime(row.submitTime, row.submitTime)}
            </Table.Cell>
            {onRejudge ? (
              <Table.Cell className="only-wide nowrap">
                <Button
                  size="1"
                  variant="soft"
                  color="gray"
                  loading={rejudging === row.submitId}
                  onClick={() => onRejudge(row)}
                >
                  <RefreshIcon size={12} />
                  {t('submission.admin.rejudge')}
                </Button>
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
