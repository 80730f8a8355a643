import { RoleCode, UserStatus } from '@oj/events/vocabulary';
import { Badge, Flex, IconButton, Select, Table, Text, Tooltip } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminSearchForm } from '@/components/AdminSearchForm';
import { ConfirmDeleteButton } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { ClockIcon, PencilIcon } from '@/components/icons';
import { Pager } from '@/components/Pager';
import { TableStateRows } from '@/components/TableStateRows';
import { useListPage } from '@/lib/listPage';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateTime } from '@/lib/time';
import { deleteUsers, getUserList } from '../api/userAdminApi';
import type { AdminUser } from '../api/userAdminSchemas';
import type { UserAdminLinks } from '../links';
import { roleChoices, roleNameOf } from '../model/roles';
import { UserEditDialog } from './UserEditDialog';

const ALL = 'all';

/** Every live account, by keyword and role; edit in a dialog, delete after a confirmation. */
export function UserListTab({ links, selfUid }: { links: UserAdminLinks; selfUid: string | undefined }) {
  const { t } = useTranslation();
  const [role, setRole] = useState<string>(ALL);
  const roleCode = role === ALL ? undefined : Number(role);
  const list = useListPage(
    (p) => queryKeys.adminList('users', { ...p, roleCode }),
    (p, signal) => getUserList({ ...p, roleCode }, signal),
  );
  const { draft, setDraft, search, setQuery, error, loading } = list;
  const { keyword, currentPage, limit } = list.params;
  const page = list.data;
  const [editing, setEditing] = useState<AdminUser>();

  const remove = (user: AdminUser) =>
    list.removeRow(() => deleteUsers([user.uid]), page?.records.length ?? 0, t('userAdmin.list.deleted'));

  return (
    <Flex direction="column" gap="3">
      <AdminSearchForm
        draft={draft}
        onDraft={setDraft}
        onSubmit={search}
        placeholder={t('userAdmin.list.searchPlaceholder')}
        label={t('userAdmin.list.keyword')}
        submitLabel={t('userAdmin.list.search')}
      >
        <Select.Root
          value={role}
          onValueChange={(next) => {
            setRole(next);
            setQuery({ currentPage: 1 });
          }}
        >
          <Select.Trigger aria-label={t('userAdmin.list.role')} />
          <Select.Content>
            <Select.Item value={ALL}>{t('userAdmin.list.allRoles')}</Select.Item>
            {roleChoices.map((role) => (
              <Select.Item key={role.code} value={String(role.code)}>
                {t(`userAdmin.roles.${role.name}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </AdminSearchForm>
      {error ? <ErrorCallout title={t('userAdmin.list.loadError')} error={error} /> : null}
      <Table.Root size="2" className="admin-table" data-loading={loading && page ? '' : undefined}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('userAdmin.list.username')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="only-wide">
              {t('userAdmin.list.realname')}
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="only-wide">{t('userAdmin.list.email')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('userAdmin.list.role')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="only-wide nowrap">
              {t('userAdmin.list.created')}
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell align="right">{t('userAdmin.list.actions')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows
            columns={6}
            loading={!page && !error}
            empty={
              page?.records.length === 0
                ? keyword || roleCode
                  ? t('userAdmin.list.noMatch')
                  : t('userAdmin.list.empty')
                : null
            }
            skeletonRows={3}
          />
          {page?.records.map((user) => (
            <UserRow
              key={user.uid}
              user={user}
              links={links}
              self={user.uid === selfUid}
              onEdit={() => setEditing(user)}
              onDelete={() => void remove(user)}
            />
          ))}
        </Table.Body>
      </Table.Root>
      <Pager
        total={page?.total ?? 0}
        currentPage={currentPage}
        limit={limit}
        onPageChange={(next) => setQuery({ currentPage: next })}
        onLimitChange={(next) => setQuery({ limit: next, currentPage: 1 })}
      />
      <UserEditDialog
        user={editing}
        self={editing?.uid === selfUid}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          list.reload();
        }}
      />
    </Flex>
  );
}

interface UserRowProps {
  user: AdminUser;
  links: UserAdminLinks;
  self: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function UserRow({ user, links, self, onEdit, onDelete }: UserRowProps) {
  const { t } = useTranslation();
  const roleName = roleNameOf(user.roleCode);
  return (
    <Table.Row align="center">
      <Table.Cell>
        <Flex gap="2" align="center" wrap="wrap">
          <Link to={links.userHome(user)} className="admin-link">
            {user.username}
          </Link>
          {user.titleName ? (
            <Badge style={user.titleColor ? { background: user.titleColor, color: 'white' } : undefined}>
              {user.titleName}
            </Badge>
          ) : null}
          {user.status === UserStatus.banned ? <Badge color="red">{t('userAdmin.list.banned')}</Badge> : null}
        </Flex>
        <Text as="div" size="1" color="gray" className="only-narrow">
          {user.email}
        </Text>
      </Table.Cell>
      <Table.Cell className="only-wide">{user.realname || '—'}</Table.Cell>
      <Table.Cell className="only-wide">{user.email}</Table.Cell>
      <Table.Cell>
        <Badge color={user.roleCode === RoleCode.user ? 'gray' : 'indigo'} variant="soft">
          {roleName ? t(`userAdmin.roles.${roleName}`) : user.roleCode}
        </Badge>
      </Table.Cell>
      <Table.Cell className="only-wide nowrap">{formatDateTime(user.gmtCreate)}</Table.Cell>
      <Table.Cell align="right">
        <Flex gap="1" justify="end">
          <Tooltip content={t('userAdmin.list.edit')}>
            <IconButton
              variant="ghost"
              aria-label={t('userAdmin.list.editUser', { username: user.username })}
              onClick={onEdit}
            >
              <PencilIcon />
            </IconButton>
          </Tooltip>
          <Tooltip content={t('userAdmin.list.history')}>
            <IconButton
              asChild
              variant="ghost"
              color="gray"
              aria-label={`${t('userAdmin.list.history')} ${user.username}`}
            >
              <Link to={links.history(user.uid)}>
                <ClockIcon />
              </Link>
            </IconButton>
          </Tooltip>
          {self ? null : (
            <ConfirmDeleteButton
              cancelLabel={t('userAdmin.edit.cancel')}
              title={t('userAdmin.list.deleteTitle')}
              description={t('userAdmin.list.deleteConfirm', { username: user.username })}
              confirmLabel={t('userAdmin.list.delete')}
              onConfirm={onDelete}
              label={t('userAdmin.list.deleteUser', { username: user.username })}
            />
          )}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}
