import { Button, Flex, IconButton, Skeleton, Switch, Table, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateMinute } from '@/lib/time';
import { deleteAnnouncement, getAdminAnnouncements, saveAnnouncement } from '../api/announcements';
import type { Announcement } from '../api/schemas';
import { AnnouncementDialog } from './AnnouncementDialog';
import { SimplePager } from './SimplePager';

const limit = 10;

/** /admin/announcement (super admin): every site announcement, visible switch, create, edit, delete. */
export function AnnouncementAdminPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Announcement | 'new' | undefined>(undefined);
  const { data, error } = useApiQuery(queryKeys.announcements('admin', page, limit), (signal) =>
    getAdminAnnouncements(page, limit, signal),
  );
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.announcementFamily });
  const save = async (fields: { title: string; content: string; status: 0 | 1 }, id?: number) => {
    await saveAnnouncement(fields, id);
    showMessage(
      'success',
      t(id === undefined ? 'announcement.admin.created_ok' : 'announcement.admin.saved'),
    );
    await refresh();
  };
  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('announcement.admin.title')}
        actions={<Button onClick={() => setEditing('new')}>{t('announcement.admin.create')}</Button>}
      />
      {error && !data ? <ErrorCallout title={t('announcement.loadError')} error={error} /> : null}
      {!data && !error ? <Skeleton height="200px" /> : null}
      {data?.records.length === 0 ? <Text color="gray">{t('announcement.empty')}</Text> : null}
      {data && data.records.length > 0 ? (
        <Table.Root variant="surface" size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('announcement.admin.fieldTitle')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="only-wide">
                {t('announcement.admin.created')}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="only-wide">
                {t('announcement.admin.author')}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('announcement.admin.visible')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('announcement.admin.actions')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.records.map((item) => (
              <Table.Row key={item.id} data-announcement={item.id}>
                <Table.Cell>{item.title}</Table.Cell>
                <Table.Cell className="only-wide numeric">{formatDateMinute(item.gmtCreate)}</Table.Cell>
                <Table.Cell className="only-wide">{item.username}</Table.Cell>
                <Table.Cell>
                  <Switch
                    checked={item.status === 0}
                    aria-label={t('announcement.admin.visible')}
                    onCheckedChange={(visible) => void save({ ...item, status: visible ? 0 : 1 }, item.id)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="2">
                    <Button size="1" variant="soft" onClick={() => setEditing(item)}>
                      {t('announcement.admin.editShort')}
                    </Button>
                    <ConfirmDialog
                      title={t('announcement.admin.delete')}
                      description={t('announcement.admin.deleteConfirm', { title: item.title })}
                      confirmLabel={t('announcement.admin.delete')}
                      cancelLabel={t('announcement.admin.cancel')}
                      onConfirm={() =>
                        void deleteAnnouncement(item.id).then(() => {
                          showMessage('success', t('announcement.admin.deleted'));
                          return refresh();
                        })
                      }
                    >
                      <IconButton
                        size="1"
                        variant="soft"
                        color="red"
                        aria-label={t('announcement.admin.delete')}
                      >
                        ✕
                      </IconButton>
                    </ConfirmDialog>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      <SimplePager total={data?.total ?? 0} page={page} limit={limit} onPage={setPage} />
      {editing ? (
        <AnnouncementDialog
          key={editing === 'new' ? 'new' : editing.id}
          announcement={editing === 'new' ? undefined : editing}
          open
          onOpenChange={(open) => (open ? undefined : setEditing(undefined))}
          onSave={(fields) => save(fields, editing === 'new' ? undefined : editing.id)}
        />
      ) : null}
    </Flex>
  );
}
