import { Button, Card, Flex, Heading, IconButton, Skeleton, Text, Tooltip } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { PencilIcon, PlusIcon, TrashIcon } from '@/components/icons';
import { Markdown } from '@/components/Markdown';
import { toError } from '@/lib/guards';
import { showMessage } from '@/lib/notices';
import { deleteContestAnnouncement } from '../api/deleteContestAnnouncement';
import { getAdminContest } from '../api/getAdminContest';
import { type ContestAnnouncement, getContestAnnouncements } from '../api/getContestAnnouncements';
import { type AnnouncementInput, saveContestAnnouncement } from '../api/saveContestAnnouncement';
import type { ContestAdminLinks } from '../links';
import { formatInstant } from '../model/display';
import { AnnouncementDialog } from './AnnouncementDialog';
import { ContestAdminTabs } from './ContestAdminTabs';

/** /admin/contest/:cid/announcements: post, edit and delete the contest's announcements. */
export function ContestAnnouncementsPage({ cid, links }: { cid: number; links: ContestAdminLinks }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState<string>();
  const [announcements, setAnnouncements] = useState<ContestAnnouncement[]>();
  const [error, setError] = useState<Error>();
  const [reloads, setReloads] = useState(0);
  // undefined: closed; null: a new one; else the one being edited.
  const [editing, setEditing] = useState<ContestAnnouncement | null>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same list again.
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      getAdminContest(cid, controller.signal),
      getContestAnnouncements(cid, controller.signal),
    ]).then(
      ([contest, list]) => {
        setTitle(contest.title);
        setAnnouncements(list);
        setError(undefined);
      },
      (thrown: unknown) => {
        if (!controller.signal.aborted) setError(toError(thrown));
      },
    );
    return () => controller.abort();
  }, [cid, reloads]);

  const save = async (input: AnnouncementInput) => {
    await saveContestAnnouncement(cid, editing ? { ...input, id: editing.id } : input);
    showMessage('success', editing ? t('contestAdmin.updated') : t('contestAdmin.announcements.posted'));
    setEditing(undefined);
    setReloads((n) => n + 1);
  };

  const remove = async (announcement: ContestAnnouncement) => {
    try {
      await deleteContestAnnouncement(cid, announcement.id);
      showMessage('success', t('contestAdmin.deleted'));
      setReloads((n) => n + 1);
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
                  {formatInstant(announcement.gmtCreate)}
                  {announcement.gmtModified !== announcement.gmtCreate
                    ? ` · ${t('contestAdmin.announcements.edited', { at: formatInstant(announcement.gmtModified) })}`
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
                <ConfirmDialog
                  cancelLabel={t('contestAdmin.cancel')}
                  title={t('contestAdmin.announcements.deleteTitle')}
                  description={t('contestAdmin.announcements.deleteConfirm', { title: announcement.title })}
                  confirmLabel={t('contestAdmin.delete')}
                  onConfirm={() => void remove(announcement)}
                >
                  <IconButton
                    variant="ghost"
                    color="red"
                    aria-label={t('contestAdmin.announcements.deleteOne', { title: announcement.title })}
                  >
                    <TrashIcon />
                  </IconButton>
                </ConfirmDialog>
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
