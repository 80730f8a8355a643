import { Badge, Button, Card, Flex, Skeleton, Table, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Pager } from '@/components/Pager';
import { showMessage } from '@/lib/notices';
import type { PageSize } from '@/lib/pager';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateTime } from '@/lib/time';
import { getReports, setReportStatus } from '../api/discussionAdminCalls';
import type { DiscussionReport } from '../api/schemas';
import type { DiscussionAdminLinks } from './DiscussionAdminPage';

/** Reports, newest first: what was reported, by whom, and whether an admin has handled it. */
export function ReportTable({ links }: { links: DiscussionAdminLinks }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [paging, setPaging] = useState<{ currentPage: number; limit: PageSize }>({
    currentPage: 1,
    limit: 10,
  });
  const key = [...queryKeys.discussionReports(paging.currentPage), paging.limit];
  const { data, error, loading } = useApiQuery(key, (signal) => getReports(paging, signal));

  const mark = async (report: DiscussionReport, status: 0 | 1) => {
    try {
      await setReportStatus(report.did, report.reportNo, status);
      showMessage('success', t('discussionAdmin.updated'));
      client.setQueryData(key, (page: typeof data) =>
        page
          ? {
              ...page,
              records: page.records.map((r) =>
                r.did === report.did && r.reportNo === report.reportNo ? { ...r, status } : r,
              ),
            }
          : page,
      );
    } catch {
      // the request layer has shown why
    }
  };

  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        {error ? <ErrorCallout title={t('discussionAdmin.reports.loadError')} error={error} /> : null}
        <Table.Root size="2" className="admin-table" data-loading={loading && data ? '' : undefined}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('discussionAdmin.reports.report')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="only-wide">
                {t('discussionAdmin.reports.reporter')}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="only-wide">
                {t('discussionAdmin.reports.time')}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">
                {t('discussionAdmin.reports.status')}
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {!data && !error ? (
              <Table.Row>
                <Table.Cell colSpan={4}>
                  <Skeleton height="20px" />
                </Table.Cell>
              </Table.Row>
            ) : null}
            {data?.records.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4}>
                  <Text color="gray">{t('discussionAdmin.reports.empty')}</Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
            {data?.records.map((report) => (
              <Table.Row key={`${report.did}-${report.reportNo}`} align="center">
                <Table.Cell>
                  {report.title === null ? (
                    <Text color="gray">
                      {t('discussionAdmin.reports.deletedDiscussion', { did: report.did })}
                    </Text>
                  ) : (
                    <Link to={links.discussion(report.did)} className="admin-link">
                      {report.title}
                    </Link>
                  )}
                  <Text as="p" size="2" className="report-content">
                    {report.content}
                  </Text>
                  <Text as="div" size="1" color="gray" className="only-narrow">
                    {report.reporter} · {formatDateTime(report.gmtCreate)}
                  </Text>
                </Table.Cell>
                <Table.Cell className="only-wide">{report.reporter}</Table.Cell>
                <Table.Cell className="only-wide nowrap">{formatDateTime(report.gmtCreate)}</Table.Cell>
                <Table.Cell align="right">
                  <Flex direction="column" gap="2" align="end">
                    <Badge color={report.status === 1 ? 'green' : 'amber'}>
                      {t(
                        report.status === 1
                          ? 'discussionAdmin.reports.handled'
                          : 'discussionAdmin.reports.unhandled',
                      )}
                    </Badge>
                    <Button
                      size="1"
                      variant="soft"
                      color={report.status === 1 ? 'gray' : undefined}
                      onClick={() => void mark(report, report.status === 1 ? 0 : 1)}
                    >
                      {t(
                        report.status === 1
                          ? 'discussionAdmin.reports.reopen'
                          : 'discussionAdmin.reports.markHandled',
                      )}
                    </Button>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Pager
          total={data?.total ?? 0}
          currentPage={paging.currentPage}
          limit={paging.limit}
          onPageChange={(currentPage) => setPaging({ ...paging, currentPage })}
          onLimitChange={(limit) => setPaging({ currentPage: 1, limit })}
        />
      </Flex>
    </Card>
  );
}
