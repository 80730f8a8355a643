import { GroupRole } from '@oj/events/vocabulary';
import { Badge, Button, Card, Flex, Heading, Select, Skeleton, Table, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { KeywordSearch } from '@/components/KeywordSearch';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { formatDateTime } from '@/lib/time';
import { getApplications, getMembers, removeMember, setMemberRole } from '../api/groupApi';
import type { Member } from '../api/schemas';
import { type GroupLinks, groupMembersRoom, mayRemove, roleKey, selectableRoles } from '../model/group';

const PAGE_SIZE = 10;
const roleColors = {
  applying: 'amber',
  refused: 'red',
  member: 'gray',
  admin: 'blue',
  root: 'violet',
  none: 'gray',
} as const;

interface GroupMembersProps {
  gid: number;
  live: LiveSource;
  links: GroupLinks;
  /** The reader's rank in the group: 5 owner or super admin, 4 group admin, 3 member. */
  level: number;
  ownerUid: string;
}

/** Spec 03 §2.8: the member table, and for group admins the application list; both live from the members' room. */
export function GroupMembers({ gid, live, links, level, ownerUid }: GroupMembersProps) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="4">
      <MemberTable
        gid={gid}
        live={live}
        links={links}
        level={level}
        ownerUid={ownerUid}
        applications={false}
      />
      {level >= GroupRole.admin ? (
        <>
          <Heading size="4">{t('group.members.applications')}</Heading>
          <MemberTable gid={gid} live={live} links={links} level={level} ownerUid={ownerUid} applications />
        </>
      ) : null}
    </Flex>
  );
}

function MemberTable({
  gid,
  live,
  links,
  level,
  ownerUid,
  applications,
}: GroupMembersProps & { applications: boolean }) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const [currentPage, setCurrentPage] = useState(1);
  // Spec 03 §2.8 and the reference: the member table searches by username and filters by role.
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState('all');
  const params = { gid, currentPage, limit: PAGE_SIZE, keyword, auth: role === 'all' ? '' : role };
  const filters = (
    <Flex gap="2" wrap="wrap" align="center">
      <KeywordSearch
        className="group-member-search"
        keyword={keyword}
        onSearch={(typed) => {
          setKeyword(typed);
          setCurrentPage(1);
        }}
        placeholder={t('group.members.search')}
        label={applications ? t('group.members.searchApplications') : t('group.members.search')}
      />
      <Select.Root
        value={role}
        onValueChange={(value) => {
          setRole(value);
          setCurrentPage(1);
        }}
      >
        <Select.Trigger
          aria-label={applications ? t('group.members.applicationFilter') : t('group.members.roleFilter')}
        />
        <Select.Content>
          <Select.Item value="all">{t('group.members.allRoles')}</Select.Item>
          {(applications ? [1, 2] : [3, 4, 5]).map((auth) => (
            <Select.Item key={auth} value={String(auth)}>
              {t(`group.role.${roleKey(auth)}`)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
  const rows = useLiveQuery({
    live,
    room: groupMembersRoom(gid),
    key: applications ? queryKeys.groupApplications(gid, params) : queryKeys.groupMembers(gid, params),
    load: (signal) => (applications ? getApplications(params, signal) : getMembers(params, signal)),
    pollMs: 30_000,
  });
  const act = (work: Promise<unknown>, done: string) =>
    void work.then(
      () => showMessage('success', done),
      () => undefined,
    );
  if (rows.error && !rows.data)
    return <ErrorCallout title={t('group.members.loadError')} error={rows.error} />;
  if (!rows.data)
    return (
      <Flex direction="column" gap="2" aria-busy="true">
        <Skeleton height="40px" />
        <Skeleton height="40px" />
      </Flex>
    );
  if (rows.data.records.length === 0)
    return (
      <Flex direction="column" gap="2">
        {filters}
        <Card>
          <Text as="p" align="center" color="gray" my="3">
            {keyword || role !== 'all'
              ? t('group.members.noMatch')
              : applications
                ? t('group.members.noApplications')
                : t('group.members.empty')}
          </Text>
        </Card>
      </Flex>
    );
  const pages = Math.max(1, Math.ceil(rows.data.total / PAGE_SIZE));
  const showRealname = level >= GroupRole.admin;
  const roleCell = (member: Member) => {
    const isOwner = member.uid === ownerUid;
    const choices = member.uid === user?.uid ? [] : selectableRoles(level, member.auth, isOwner);
    if (choices.length === 0)
      return (
        <Badge color={roleColors[roleKey(member.auth)]} variant="soft">
          {t(`group.role.${roleKey(member.auth)}`)}
        </Badge>
      );
    return (
      <Select.Root
        size="1"
        value={String(member.auth)}
        onValueChange={(value) =>
          act(setMemberRole(gid, member.uid, Number(value)), t('group.messages.updated'))
        }
      >
        <Select.Trigger aria-label={t('group.members.roleOf', { name: member.username })} />
        <Select.Content>
          {[1, 2, 3, 4, 5].map((auth) => (
            <Select.Item
              key={auth}
              value={String(auth)}
              disabled={!choices.includes(auth) && auth !== member.auth}
            >
              {t(`group.role.${roleKey(auth)}`)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    );
  };
  return (
    <Flex direction="column" gap="2">
      {filters}
      <div className="group-table-wrap">
        <Table.Root
          variant="surface"
          aria-label={applications ? t('group.members.applications') : t('group.members.title')}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('group.members.username')}</Table.ColumnHeaderCell>
              {showRealname ? (
                <Table.ColumnHeaderCell className="hide-narrow">
                  {t('group.members.realname')}
                </Table.ColumnHeaderCell>
              ) : null}
              <Table.ColumnHeaderCell>{t('group.members.role')}</Table.ColumnHeaderCell>
              {applications ? (
                <Table.ColumnHeaderCell>{t('group.members.reason')}</Table.ColumnHeaderCell>
              ) : null}
              <Table.ColumnHeaderCell className="hide-narrow">
                {applications ? t('group.members.appliedAt') : t('group.members.joinedAt')}
              </Table.ColumnHeaderCell>
              {level >= GroupRole.admin ? (
                <Table.ColumnHeaderCell>{t('group.members.actions')}</Table.ColumnHeaderCell>
              ) : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.data.records.map((member) => (
              <Table.Row key={member.uid} align="center">
                <Table.RowHeaderCell>
                  <Link to={links.userHome(member)}>{member.username}</Link>
                </Table.RowHeaderCell>
                {showRealname ? (
                  <Table.Cell className="hide-narrow">{member.realname || '--'}</Table.Cell>
                ) : null}
                <Table.Cell>{roleCell(member)}</Table.Cell>
                {applications ? (
                  <Table.Cell className="group-brief">{member.reason || '--'}</Table.Cell>
                ) : null}
                <Table.Cell className="hide-narrow">{formatDateTime(member.gmtCreate)}</Table.Cell>
                {level >= GroupRole.admin ? (
                  <Table.Cell>
                    <Flex gap="2" wrap="wrap">
                      {applications && member.auth === GroupRole.applying ? (
                        <>
                          <Button
                            size="1"
                            onClick={() =>
                              act(
                                setMemberRole(gid, member.uid, GroupRole.member),
                                t('group.messages.accepted'),
                              )
                            }
                          >
                            {t('group.members.accept')}
                          </Button>
                          <Button
                            size="1"
                            variant="soft"
                            color="red"
                            onClick={() =>
                              act(
                                setMemberRole(gid, member.uid, GroupRole.refused),
                                t('group.messages.refused'),
                              )
                            }
                          >
                            {t('group.members.refuse')}
                          </Button>
                        </>
                      ) : null}
                      {mayRemove(level, member.auth, member.uid === user?.uid, member.uid === ownerUid) ? (
                        <ConfirmDialog
                          title={t('group.members.removeTitle')}
                          description={t('group.members.removeConfirm', { name: member.username })}
                          confirmLabel={t('group.members.remove')}
                          cancelLabel={t('group.actions.cancel')}
                          onConfirm={() => act(removeMember(gid, member.uid), t('group.messages.removed'))}
                        >
                          <Button size="1" variant="soft" color="gray">
                            {t('group.members.remove')}
                          </Button>
                        </ConfirmDialog>
                      ) : null}
                    </Flex>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </div>
      {pages > 1 ? (
        <Flex justify="center" align="center" gap="3">
          <Button variant="soft" disabled={currentPage <= 1} onClick={() => setCurrentPage(currentPage - 1)}>
            {t('group.list.previous')}
          </Button>
          <Text size="2" color="gray">
            {t('group.list.pageOf', { page: currentPage, pages, total: rows.data.total })}
          </Text>
          <Button
            variant="soft"
            disabled={currentPage >= pages}
            onClick={() => setCurrentPage(currentPage + 1)}
          >
            {t('group.list.next')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
