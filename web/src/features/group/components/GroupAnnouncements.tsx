import { announcementLimits, groupAnnouncementFields } from '@oj/events/contracts';
import { Button, Card, Dialog, Flex, Heading, Skeleton, Switch, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { RegisteredInput } from '@/components/Field';
import { Markdown } from '@/components/Markdown';
import { MarkdownEditor } from '@/components/MarkdownEditor';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateTime } from '@/lib/time';
import { useSchemaForm } from '@/lib/useForm';
import {
  deleteGroupAnnouncement,
  type GroupAnnouncement,
  getAdminGroupAnnouncements,
  getGroupAnnouncements,
  saveGroupAnnouncement,
} from '../api/contentApi';
import { groupContentRoom } from '../model/group';
import { DeleteRowButton, GroupListTable, RowSwitch, useGroupContentList } from './groupAdminList';

/**
 * Spec 03 §2.4: the group's visible announcements beside its description (members), 5 a page, live from
 * the group's content room.
 */
export function GroupAnnouncementPanel({ gid, live }: { gid: number; live: LiveSource }) {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const params = { gid, currentPage, limit: 5 };
  const rows = useLiveQuery({
    live,
    room: groupContentRoom(gid),
    key: queryKeys.groupContent(gid, 'announcements', params),
    load: (signal) => getGroupAnnouncements(params, signal),
    pollMs: 60_000,
  });
  return (
    <Card className="group-announcements">
      <Flex direction="column" gap="3">
        <Heading size="3">{t('groupContent.announcements.home')}</Heading>
        {rows.error && !rows.data ? (
          <ErrorCallout title={t('groupContent.loadError')} error={rows.error} />
        ) : null}
        {!rows.data && !rows.error ? <Skeleton height="60px" /> : null}
        {rows.data?.records.length === 0 ? (
          <Text size="2" color="gray">
            {t('groupContent.announcements.empty')}
          </Text>
        ) : null}
        {rows.data?.records.map((row) => (
          <article key={row.id} className="group-announcement">
            <Text as="div" weight="bold">
              {row.title}
            </Text>
            <Text as="div" size="1" color="gray">
              {row.username} · {formatDateTime(row.gmtCreate)}
            </Text>
            <Markdown>{row.content}</Markdown>
          </article>
        ))}
        {(rows.data?.total ?? 0) > 5 ? (
          <Flex gap="2" justify="end">
            <Button
              size="1"
              variant="soft"
              disabled={currentPage === 1}
              onClick={() => setCurrentPage((p) => p - 1)}
            >
              ‹
            </Button>
            <Button
              size="1"
              variant="soft"
              disabled={currentPage * 5 >= (rows.data?.total ?? 0)}
              onClick={() => setCurrentPage((p) => p + 1)}
            >
              ›
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}

/** Spec 03 §2.6: the group admins' announcement list, with the fullscreen create/edit dialog. */
export function GroupAnnouncements({ gid, live }: { gid: number; live: LiveSource }) {
  const { t } = useTranslation();
  const list = useGroupContentList({
    gid,
    live,
    part: 'adminAnnouncements',
    load: getAdminGroupAnnouncements,
  });
  const { act } = list;
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" justify="between" gap="3">
        <Heading size="4">{t('groupContent.announcements.title')}</Heading>
        <AnnouncementDialog gid={gid}>
          <Button>{t('groupContent.create')}</Button>
        </AnnouncementDialog>
      </Flex>
      <GroupListTable
        list={list}
        empty={t('groupContent.announcements.empty')}
        columns={[
          { label: t('groupContent.announcements.name') },
          { label: t('groupContent.announcements.visible') },
          { label: t('groupContent.announcements.author'), wide: true },
          {},
        ]}
      >
        {list.records?.map((row) => (
          <Table.Row key={row.id}>
            <Table.Cell>{row.title}</Table.Cell>
            <Table.Cell>
              <RowSwitch
                label={t('groupContent.announcements.visible')}
                checked={row.status === 0}
                canManage={row.canManage}
                onChange={(on) =>
                  act(saveGroupAnnouncement(gid, { ...row, visible: on }), t('groupContent.updated'))
                }
              />
            </Table.Cell>
            <Table.Cell className="only-wide">
              <Text size="2">{row.username}</Text>
              <Text as="div" size="1" color="gray">
                {formatDateTime(row.gmtCreate)}
              </Text>
            </Table.Cell>
            <Table.Cell>
              {row.canManage ? (
                <Flex gap="2" wrap="wrap">
                  <AnnouncementDialog gid={gid} existing={row}>
                    <Button size="1" variant="soft">
                      {t('groupContent.edit')}
                    </Button>
                  </AnnouncementDialog>
                  <DeleteRowButton
                    onConfirm={() => act(deleteGroupAnnouncement(gid, row.id), t('groupContent.deleted'))}
                  />
                </Flex>
              ) : null}
            </Table.Cell>
          </Table.Row>
        ))}
      </GroupListTable>
    </Flex>
  );
}

function AnnouncementDialog({
  gid,
  existing,
  children,
}: {
  gid: number;
  existing?: GroupAnnouncement;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>{children}</Dialog.Trigger>
      <Dialog.Content className="group-fullscreen-dialog" maxWidth="100vw">
        <Dialog.Title>
          {existing ? t('groupContent.announcements.editTitle') : t('groupContent.announcements.createTitle')}
        </Dialog.Title>
        {open ? <AnnouncementForm gid={gid} existing={existing} onDone={() => setOpen(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function AnnouncementForm({
  gid,
  existing,
  onDone,
}: {
  gid: number;
  existing?: GroupAnnouncement;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(groupAnnouncementFields, {
    title: existing?.title ?? '',
    content: existing?.content ?? '',
    visible: existing ? existing.status === 0 : true,
  });
  const content = form.value('content');
  const visible = form.value('visible');
  const submit = form.handleSubmit(async (fields) => {
    try {
      await saveGroupAnnouncement(gid, { id: existing?.id, ...fields });
      showMessage('success', existing ? t('groupContent.updated') : t('groupContent.created'));
      onDone();
    } catch {
      // the request layer has said why
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3" mt="2">
        <RegisteredInput
          label={t('groupContent.announcements.name')}
          error={form.message('title')}
          maxLength={announcementLimits.titleMaxLength}
          {...form.input('title')}
        />
        <MarkdownEditor
          value={content.value}
          onChange={content.onChange}
          error={form.message('content')}
          label={t('groupContent.announcements.content')}
          rows={12}
          maxLength={65_535}
          uploads={{ gid }}
          labels={{
            write: t('discussion.form.write'),
            preview: t('discussion.form.preview'),
            nothingToPreview: t('discussion.form.nothingToPreview'),
          }}
        />
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch checked={visible.value} onCheckedChange={visible.onChange} />
            {t('groupContent.announcements.visible')}
          </Flex>
        </Text>
        <Flex gap="3" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t('groupContent.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('groupContent.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
