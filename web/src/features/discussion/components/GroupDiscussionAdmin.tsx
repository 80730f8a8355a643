import { Button, Flex, Switch, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Pager } from '@/components/Pager';
import { TableStateRows } from '@/components/TableStateRows';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import type { PageSize } from '@/lib/pager';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateTime } from '@/lib/time';
import {
  deleteGroupDiscussion,
  getAdminGroupDiscussions,
  moderateGroupDiscussion,
} from '../api/groupDiscussions';
import type { DiscussionLinks } from '../model/links';

const isDiscussionChange = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && (payload as { kind?: unknown }).kind === 'discussions';

/**
 * The group admins' discussion table (spec 03 §2.7): every discussion of the group, disabled ones too,
 * with the pin and enabled switches and delete; follows the group's content room.
 */
export function GroupDiscussionAdmin({
  gid,
  room,
  live,
  links,
}: {
  gid: number;
  room: string;
  live: LiveSource;
  links: DiscussionLinks;
}) {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(10);
  const params = { gid, currentPage, limit };
  const rows = useLiveQuery({
    live,
    room,
    key: queryKeys.groupContent(gid, 'adminDiscussions', params),
    load: (signal) => getAdminGroupDiscussions(params, signal),
    needsReload: isDiscussionChange,
    apply: (data) => data,
    pollMs: 60_000,
  });
  const act = (work: Promise<unknown>, done: string) =>
    void work.then(
      () => showMessage('success', done),
      () => undefined,
    );
  if (rows.error && !rows.data)
    return <ErrorCallout title={t('discussion.list.loadError')} error={rows.error} />;
  const records = rows.data?.records;
  return (
    <Flex direction="column" gap="3" data-testid="group-discussion-admin">
      <Table.Root variant="surface" size="2">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('discussion.group.columns.title')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="only-wide">
              {t('discussion.group.columns.author')}
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('discussion.group.columns.top')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('discussion.group.columns.enabled')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows
            columns={5}
            loading={!records}
            empty={records?.length === 0 ? t('discussion.group.empty') : null}
          />
          {records?.map((row) => (
            <Table.Row key={row.id} data-testid="group-discussion-admin-row">
              <Table.Cell>
                <Link to={links.detail(row.id)}>{row.title}</Link>
              </Table.Cell>
              <Table.Cell className="only-wide">
                <Text size="2">{row.author}</Text>
                <Text as="div" size="1" color="gray">
                  {formatDateTime(row.gmtCreate)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Switch
                  aria-label={t('discussion.group.columns.top')}
                  checked={row.topPriority}
                  onCheckedChange={(on) =>
                    act(
                      moderateGroupDiscussion(gid, row.id, { topPriority: on }),
                      t('discussion.messages.updated'),
                    )
                  }
                />
              </Table.Cell>
              <Table.Cell>
                <Switch
                  aria-label={t('discussion.group.columns.enabled')}
                  checked={row.status === 0}
                  onCheckedChange={(on) =>
                    act(
                      moderateGroupDiscussion(gid, row.id, { status: on ? 0 : 1 }),
                      t('discussion.messages.updated'),
                    )
                  }
                />
              </Table.Cell>
              <Table.Cell>
                <ConfirmDialog
                  title={t('discussion.detail.deleteTitle')}
                  description={t('discussion.detail.deleteText')}
                  confirmLabel={t('discussion.detail.delete')}
                  cancelLabel={t('discussion.detail.cancel')}
                  onConfirm={() => act(deleteGroupDiscussion(gid, row.id), t('discussion.messages.deleted'))}
                >
                  <Button size="1" variant="soft" color="red">
                    {t('discussion.detail.delete')}
                  </Button>
                </ConfirmDialog>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Pager
        total={rows.data?.total ?? 0}
        currentPage={currentPage}
        limit={limit}
        onPageChange={setCurrentPage}
        onLimitChange={(next) => {
          setLimit(next);
          setCurrentPage(1);
        }}
      />
    </Flex>
  );
}
