import { Badge, Card, Flex, Switch, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminSearchForm } from '@/components/AdminSearchForm';
import { ConfirmDeleteButton } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Pager } from '@/components/Pager';
import { TableStateRows } from '@/components/TableStateRows';
import { changeRow, useListPage } from '@/lib/listPage';
import { showMessage } from '@/lib/notices';
import { queryKeys } from '@/lib/queryKeys';
import { formatDate } from '@/lib/time';
import { deleteDiscussion, getAdminDiscussions, moderateDiscussion } from '../api/discussionAdminCalls';
import type { AdminDiscussion } from '../api/schemas';
import type { DiscussionAdminLinks } from './DiscussionAdminPage';

/** Every discussion, disabled ones too: top priority and status switches, delete after a confirmation. */
export function DiscussionTable({ links }: { links: DiscussionAdminLinks }) {
  const { t } = useTranslation();
  const list = useListPage((p) => queryKeys.adminList('discussions', p), getAdminDiscussions);
  const { draft, setDraft, search, setQuery, error, loading, updatePage } = list;
  const page = list.data;

  /** The switch moves at once and moves back if the server refuses. */
  const moderate = async (row: AdminDiscussion, change: { topPriority?: boolean; status?: 0 | 1 }) => {
    const saved = await changeRow(
      updatePage,
      (r: AdminDiscussion) => r.id === row.id,
      change,
      { topPriority: row.topPriority, status: row.status },
      () => moderateDiscussion(row.id, change),
    );
    if (saved) showMessage('success', t('discussionAdmin.updated'));
  };

  const remove = (row: AdminDiscussion) =>
    list.removeRow(() => deleteDiscussion(row.id), page?.records.length ?? 0, t('discussionAdmin.deleted'));

  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <AdminSearchForm
          draft={draft}
          onDraft={setDraft}
          onSubmit={search}
          placeholder={t('discussionAdmin.searchPlaceholder')}
          label={t('discussionAdmin.searchPlaceholder')}
          submitLabel={t('discussionAdmin.search')}
        />
        {error ? <ErrorCallout title={t('discussionAdmin.loadError')} error={error} /> : null}
        <Table.Root size="2" className="admin-table" data-loading={loading && page ? '' : undefined}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell className="only-wide">ID</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('discussionAdmin.discussion')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="only-wide">
                {t('discussionAdmin.counts')}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="nowrap">{t('discussionAdmin.top')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="nowrap">
                {t('discussionAdmin.enabled')}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{t('discussionAdmin.actions')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows
              columns={6}
              loading={!page && !error}
              empty={page?.records.length === 0 ? t('discussionAdmin.empty') : null}
              skeletonRows={3}
            />
            {page?.records.map((row) => (
              <Table.Row key={row.id} align="center">
                <Table.Cell className="only-wide numeric">{row.id}</Table.Cell>
                <Table.Cell>
                  <Link to={links.discussion(row.id)} className="admin-link">
                    {row.title}
                  </Link>
                  <Text as="div" size="1" color="gray">
                    {row.author} · {row.categoryName} · {formatDate(row.gmtCreate)}
                  </Text>
                  {row.status === 1 ? (
                    <Badge color="red" size="1">
                      {t('discussionAdmin.disabled')}
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell className="only-wide nowrap numeric">
                  {t('discussionAdmin.countsValue', { likes: row.likeNum, views: row.viewNum })}
                </Table.Cell>
                <Table.Cell>
                  <Switch
                    checked={row.topPriority}
                    onCheckedChange={(on) => void moderate(row, { topPriority: on })}
                    aria-label={t('discussionAdmin.topOf', { title: row.title })}
                  />
                </Table.Cell>
                <Table.Cell>
                  <Switch
                    checked={row.status === 0}
                    onCheckedChange={(on) => void moderate(row, { status: on ? 0 : 1 })}
                    aria-label={t('discussionAdmin.enabledOf', { title: row.title })}
                  />
                </Table.Cell>
                <Table.Cell align="right">
                  <ConfirmDeleteButton
                    title={t('discussionAdmin.deleteTitle')}
                    description={t('discussionAdmin.deleteConfirm', { title: row.title })}
                    confirmLabel={t('discussionAdmin.delete')}
                    cancelLabel={t('discussionAdmin.cancel')}
                    onConfirm={() => void remove(row)}
                    label={t('discussionAdmin.deleteOf', { title: row.title })}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Pager
          total={page?.total ?? 0}
          currentPage={list.params.currentPage}
          limit={list.params.limit}
          onPageChange={(next) => setQuery({ currentPage: next })}
          onLimitChange={(next) => setQuery({ limit: next, currentPage: 1 })}
        />
      </Flex>
    </Card>
  );
}
