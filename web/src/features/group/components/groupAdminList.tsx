import { Button, Flex, Heading, Switch, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Pager } from '@/components/Pager';
import { TableStateRows } from '@/components/TableStateRows';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import type { PageSize } from '@/lib/pager';
import { type LiveQueryState, useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { groupContentRoom } from '../model/group';
import { usePaging } from './paging';

interface GroupListPage<Row> {
  records: Row[];
  total: number;
}

// A type, not an interface: the API helpers take a string-indexed query, which an interface does not satisfy.
export type GroupListParams = {
  gid: number;
  currentPage: number;
  limit: PageSize;
};

/**
 * One page of a group content list (problems, trainings, announcements; member or admin view), following the
 * group's content room, and `act`: run a row's change, say it is done, and reload at once (the room's push
 * follows, but a page on the polling fallback should not wait a minute for its own change).
 */
export function useGroupContentList<Row>({
  gid,
  live,
  part,
  load,
}: {
  gid: number;
  live: LiveSource;
  /** The list's name in the query cache: 'problems', 'adminTrainings', ... */
  part: string;
  load: (params: GroupListParams, signal: AbortSignal) => Promise<GroupListPage<Row>>;
}) {
  const { currentPage, limit, pagerProps } = usePaging();
  const params = { gid, currentPage, limit };
  const rows: LiveQueryState<GroupListPage<Row>> = useLiveQuery({
    live,
    room: groupContentRoom(gid),
    key: queryKeys.groupContent(gid, part, params),
    load: (signal) => load(params, signal),
    pollMs: 60_000,
  });
  const act = (work: Promise<unknown>, done: string) =>
    void work.then(
      () => {
        showMessage('success', done);
        rows.reload();
      },
      () => undefined,
    );
  return { rows, records: rows.data?.records, pager: pagerProps(rows.data?.total ?? 0), act };
}

/** A column of a group list: its heading, and whether it is left out at phone widths. */
export interface GroupListColumn {
  label?: string;
  wide?: boolean;
}

/**
 * A group list's table: the error when the first page failed, headings, loading and empty rows, the rows the
 * caller renders, and the pager.
 */
export function GroupListTable<Row>({
  list,
  columns,
  empty,
  children,
}: {
  list: ReturnType<typeof useGroupContentList<Row>>;
  columns: GroupListColumn[];
  /** Shown in the table when the page is empty; null: the caller shows its own empty state. */
  empty: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { rows, records, pager } = list;
  if (rows.error && !rows.data)
    return <ErrorCallout title={t('groupContent.loadError')} error={rows.error} />;
  return (
    <>
      <Table.Root variant="surface" size="2">
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeaderCell
                key={column.label ?? 'actions'}
                className={column.wide ? 'only-wide' : undefined}
              >
                {column.label}
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows
            columns={columns.length}
            loading={!records}
            empty={records?.length === 0 ? empty : null}
          />
          {children}
        </Table.Body>
      </Table.Root>
      <Pager {...pager} />
    </>
  );
}

/** A row's delete button, asking first. */
export function DeleteRowButton({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('groupContent.confirmDelete')}
      description={t('groupContent.confirmDeleteHint')}
      confirmLabel={t('groupContent.delete')}
      cancelLabel={t('groupContent.cancel')}
      onConfirm={onConfirm}
    >
      <Button size="1" variant="soft" color="red">
        {t('groupContent.delete')}
      </Button>
    </ConfirmDialog>
  );
}

/** A row's on/off switch (visible, public), disabled for a reader who may not manage the row. */
export function RowSwitch({
  label,
  checked,
  canManage,
  onChange,
}: {
  label: string;
  checked: boolean;
  canManage: boolean | undefined;
  onChange: (on: boolean) => void;
}) {
  return <Switch aria-label={label} checked={checked} disabled={!canManage} onCheckedChange={onChange} />;
}

/**
 * A group list's heading; for the group's admins, the switch to the admin view and the create button.
 */
export function GroupListHeading({
  title,
  isAdmin,
  admin,
  onAdminChange,
  create,
}: {
  title: string;
  isAdmin: boolean;
  admin: boolean;
  onAdminChange: (admin: boolean) => void;
  create: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap">
      <Heading size="4">{title}</Heading>
      {isAdmin ? (
        <Flex align="center" gap="3">
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={admin} onCheckedChange={onAdminChange} />
              {t('groupContent.adminToggle')}
            </Flex>
          </Text>
          {create}
        </Flex>
      ) : null}
    </Flex>
  );
}
