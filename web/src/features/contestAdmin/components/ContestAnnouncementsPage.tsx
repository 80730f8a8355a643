import { Button, Card, Flex, Heading, IconButton, Skeleton, Text, Tooltip } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ConfirmDeleteButton } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { PencilIcon, PlusIcon } from '@/components/icons';
import { Markdown } from '@/components/Markdown';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateMinute } from '@/lib/time';
import { deleteContestAnnouncement } from '../api/deleteContestAnnouncement';
import { getAdminContest } from '../api/getAdminContest';
import { type ContestAnnouncement, getContestAnnouncements } from '../api/getContestAnnouncements';
import { type AnnouncementInput, saveContestAnnouncement } from '../api/saveContestAnnouncement';
import type { ContestAdminLinks } from '../links';
import { AnnouncementDialog } from './AnnouncementDialog';
import { ContestAdminTabs } from './ContestAdminTabs';

/** /admin/contest/:cid/announcements: post, edit and delete the contest's announcements. */
export function ContestAnnouncementsPage({ cid, links }: { cid: number; links: ContestAdminLinks }) {
  const { t } = useTranslation();
  const contest = useApiQuery(queryKeys.adminContest(cid), (signal) => getAdminContest(cid, signal));
  const list = useApiQuery(queryKeys.adminContestAnnouncements(cid), (signal) =>
    getContestAnnouncements(cid, signal),
  );
  const title = contest.data?.title;
  const announcements = list.data;
  const error = contest.error ?? list.error;
  // undefined: closed; null: a new one; else the one being edited.
  const [editing, setEditing] = useState<ContestAnnouncement | null>();

  const save = async (input: AnnouncementInput) => {
    await saveContestAnnouncement(cid, editing ? { ...input, id: editing.id } : input);
    showMessage('success', editing ? t('contestAdmin.updated') : t('contestAdmin.announcements.posted'));
    setEditing(undefined);
    list.reload();
  };

  const remove = async (announcement: ContestAnnouncement) => {
    try {
      await deleteContestAnnouncement(cid, announcement.id);
      showMessage('success', t('contestAdmin.deleted'));
      list.reload();
    } catch {
      // the request layer has shown why
    }
  };

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('contestAdmin.announcements.title')}
        description={title}
        actions={
          <Button onClick={() => setEditing(null)}>
            <PlusIcon />
            {t('contestAdmin.announcements.create')}
          </Button>
        }
      />
      <ContestAdminTabs cid={cid} current="announcements" links={links} />
      {error ? <ErrorCallout title={t('contestAdmin.announcements.loadError')} error={error} /> : null}
      {!announcements && !error ? <Skeleton height="160px" /> : null}
      {announcements?.length === 0 ? (
        <Card size="2">
          <Text color="gray">{t('contestAdmin.announcements.empty')}</Text>
        </Card>
      ) : null}
      {announcements?.map((announcement) => (
        <Card size="2" key={announcement.id} asChild>
          <article aria-label={announcement.title}>
            <Flex justify="between" align="start" gap="3">
              <div>
                <Heading as="h2" size="3">
                  {announcement.title}
                </Heading>
                <Text size="1" color="gray" className="numeric">
                  {formatDateMinute(announcement.gmtCreate, announcement.gmtCreate)}
                  {announcement.gmtModified !== announcement.gmtCreate
                    ? ` · ${t('contestAdmin.announcements.edited', { at: formatDateMinute(announcement.gmtModified, announcement.gmtModified) })}`
                    : ''}
                </Text>
              </div>
              <Flex gap="1" flexShrink="0">
                <Tooltip content={t('contestAdmin.list.edit')}>
                  <IconButton
                    variant="ghost"
                    aria-label={t('contestAdmin.announcements.editOne', { title: announcement.title })}
                    onClick={() => setEditing(announcement)}
                  >
                    <PencilIcon />
                  </IconButton>
                </Tooltip>
                <ConfirmDeleteButton
                  cancelLabel={t('contestAdmin.cancel')}
                  title={t('contestAdmin.announcements.deleteTitle')}
                  description={t('contestAdmin.announcements.deleteConfirm', { title: announcement.title })}
                  confirmLabel={t('contestAdmin.delete')}
                  onConfirm={() => void remove(announcement)}
                  label={t('contestAdmin.announcements.deleteOne', { title: announcement.title })}
                />
              </Flex>
            </Flex>
            <div className="contest-admin-announcement">
              <Markdown>{announcement.content}</Markdown>
            </div>
          </article>
        </Card>
      ))}
      <AnnouncementDialog
        editing={editing ?? undefined}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
        onSave={save}
      />
    </Flex>
  );
}
