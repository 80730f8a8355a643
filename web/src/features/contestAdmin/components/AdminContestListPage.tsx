import { ContestAuth, ContestType } from '@oj/events/vocabulary';
import { Badge, Button, Card, Flex, IconButton, Switch, Table, Text, Tooltip } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { AdminSearchForm } from '@/components/AdminSearchForm';
import { ConfirmDeleteButton } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { ArrowRightIcon, ClockIcon, FileIcon, InfoIcon, PencilIcon, PlusIcon } from '@/components/icons';
import { Pager } from '@/components/Pager';
import { TableStateRows } from '@/components/TableStateRows';
import { authKey, phaseColor, phaseKey } from '@/lib/contestDisplay';
import { changeRow, useListPage } from '@/lib/listPage';
import { showMessage } from '@/lib/notices';
import type { PageSize } from '@/lib/pager';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateMinute } from '@/lib/time';
import { changeContestVisible } from '../api/changeContestVisible';
import type { AdminContest } from '../api/contestSchemas';
import { deleteContest } from '../api/deleteContest';
import { getAdminContestList, getGroupAdminContestList } from '../api/getAdminContestList';
import type { ContestAdminLinks } from '../links';
import { AcceptedSubmissionsDialog } from './AcceptedSubmissionsDialog';
import { ListIcon } from './ListIcon';
import { PeopleIcon } from './PeopleIcon';

const DEFAULT_LIMIT: PageSize = 10;

/**
 * /admin/contests: the contests this admin manages, with search and paging; edit, problems, visibility,
 * delete. With `links.gid`, a group's admin list (spec 03 sections 2.5 and 6): every contest of the group,
 * the actions only on the rows this reader manages (the group's root, or the contest's creator).
 */
export function AdminContestListPage({ links }: { links: ContestAdminLinks }) {
  const { t } = useTranslation();
  const { gid } = links;
  const list = useListPage(
    (p) => queryKeys.adminList(gid === undefined ? 'contests' : `group-${gid}-contests`, p),
    (p, signal) =>
      gid === undefined ? getAdminContestList(p, signal) : getGroupAdminContestList({ ...p, gid }, signal),
    DEFAULT_LIMIT,
  );
  const { draft, setDraft, search, setQuery, error, loading, updatePage } = list;
  const { keyword, currentPage, limit } = list.params;
  const page = list.data;

  const toggleVisible = async (row: AdminContest, visible: boolean) => {
    const saved = await changeRow(
      updatePage,
      (r: AdminContest) => r.id === row.id,
      { visible },
      { visible: row.visible },
      () => changeContestVisible(row.id, visible),
    );
    if (saved) showMessage('success', t('contestAdmin.updated'));
  };

  const remove = (row: AdminContest) =>
    list.removeRow(() => deleteContest(row.id), page?.records.length ?? 0, t('contestAdmin.deleted'));

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('contestAdmin.list.title')}
        description={
          gid === undefined ? t('contestAdmin.list.description') : t('contestAdmin.list.groupDescription')
        }
        // A group's page has its own Create beside the Contest Admin toggle.
        actions={
          gid !== undefined ? undefined : (
            <Flex gap="2" wrap="wrap">
              {links.importFeed ? (
                <Button asChild variant="soft">
                  <Link to={links.importFeed}>
                    <FileIcon />
                    {t('contestAdmin.list.importFeed')}
                  </Link>
                </Button>
              ) : null}
              <Button asChild>
                <Link to={links.create}>
                  <PlusIcon />
                  {t('contestAdmin.list.create')}
                </Link>
              </Button>
            </Flex>
          )
        }
      />
      <Card size="2">
        <Flex direction="column" gap="3">
          <AdminSearchForm
            draft={draft}
            onDraft={setDraft}
            onSubmit={search}
            placeholder={t('contestAdmin.list.searchPlaceholder')}
            label={t('contestAdmin.list.keyword')}
            submitLabel={t('contestAdmin.list.search')}
          />
          {error ? <ErrorCallout title={t('contestAdmin.list.loadError')} error={error} /> : null}
          <Table.Root
            size="2"
            className="contest-admin-table"
            data-loading={loading && page ? '' : undefined}
          >
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell className="only-wide">
                  {t('contestAdmin.list.cid')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contestAdmin.list.contestTitle')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="only-wide nowrap">
                  {t('contestAdmin.list.startTime')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="only-wide">
                  {t('contestAdmin.list.author')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="nowrap">
                  {t('contestAdmin.list.visible')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell align="right">
                  {t('contestAdmin.list.actions')}
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              <TableStateRows
                columns={6}
                loading={!page && !error}
                empty={
                  page?.records.length === 0
                    ? keyword
                      ? t('contestAdmin.list.noMatch')
                      : t('contestAdmin.list.empty')
                    : null
                }
              />
              {page?.records.map((row) => (
                <ContestRow
                  key={row.id}
                  row={row}
                  links={links}
                  onVisible={(visible) => void toggleVisible(row, visible)}
                  onDelete={() => void remove(row)}
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
        </Flex>
      </Card>
    </Flex>
  );
}

interface ContestRowProps {
  row: AdminContest;
  links: ContestAdminLinks;
  onVisible: (visible: boolean) => void;
  onDelete: () => void;
}

function ContestRow({ row, links, onVisible, onDelete }: ContestRowProps) {
  const { t } = useTranslation();
  const title = row.title;
  // A group's list names its contests the reader may not manage; they only open.
  const manages = row.manageable !== false;
  return (
    <Table.Row align="center">
      <Table.Cell className="only-wide numeric">{row.id}</Table.Cell>
      <Table.Cell>
        <Link to={links.contest(row.id)} className="contest-admin-link">
          {title}
        </Link>
        <Flex gap="1" mt="1" wrap="wrap" align="center">
          <Badge color={phaseColor(row.status)} variant="soft">
            {t(`contestAdmin.status.${phaseKey(row.status)}`)}
          </Badge>
          <Badge color={row.type === ContestType.oi ? 'purple' : 'blue'} variant="outline">
            {row.type === ContestType.oi ? 'OI' : 'ACM'}
          </Badge>
          {row.auth !== ContestAuth.public ? (
            <Badge color="orange" variant="outline">
              {t(`contestAdmin.auth.${authKey(row.auth)}`)}
            </Badge>
          ) : null}
          {row.sealRank ? (
            <Badge color="amber" variant="outline">
              {t('contestAdmin.list.sealed')}
            </Badge>
          ) : null}
          <Text size="1" color="gray" className="only-narrow numeric">
            {formatDateMinute(row.startTime, row.startTime)}
          </Text>
        </Flex>
      </Table.Cell>
      <Table.Cell className="only-wide nowrap numeric">
        <Text as="div" size="2">
          {formatDateMinute(row.startTime, row.startTime)}
        </Text>
        <Text as="div" size="1" color="gray">
          {formatDateMinute(row.endTime, row.endTime)}
        </Text>
      </Table.Cell>
      <Table.Cell className="only-wide">{row.author || '—'}</Table.Cell>
      <Table.Cell>
        <Switch
          size="1"
          disabled={!manages}
          checked={row.visible}
          onCheckedChange={onVisible}
          aria-label={t('contestAdmin.list.visibleSwitch', { title })}
        />
      </Table.Cell>
      <Table.Cell align="right">
        <Flex gap="1" justify="end" wrap="wrap">
          {manages ? (
            <>
              <RowLink
                to={links.edit(row.id)}
                tip={t('contestAdmin.list.edit')}
                label={t('contestAdmin.list.editContest', { title })}
              >
                <PencilIcon />
              </RowLink>
              <RowLink
                to={links.problems(row.id)}
                tip={t('contestAdmin.list.problems')}
                label={t('contestAdmin.list.problemsOf', { title })}
              >
                <FileIcon />
              </RowLink>
              <RowLink
                to={links.announcements(row.id)}
                tip={t('contestAdmin.list.announcements')}
                label={t('contestAdmin.list.announcementsOf', { title })}
              >
                <InfoIcon />
              </RowLink>
            </>
          ) : null}
          <RowLink
            to={links.contest(row.id)}
            tip={t('contestAdmin.list.open')}
            label={t('contestAdmin.list.openContest', { title })}
            gray
          >
            <ArrowRightIcon />
          </RowLink>
          {row.openRank ? (
            <RowLink
              to={links.scoreboard(row.id, row.type)}
              tip={t('contestAdmin.list.scoreboard')}
              label={t('contestAdmin.list.scoreboardOf', { title })}
              gray
            >
              <ListIcon />
            </RowLink>
          ) : null}
          {links.accounts ? (
            <RowLink
              to={links.accounts(row.id)}
              tip={t('contestAdmin.list.accounts')}
              label={t('contestAdmin.list.accountsOf', { title })}
              gray
            >
              <PeopleIcon />
            </RowLink>
          ) : null}
          {manages ? <AcceptedSubmissionsDialog cid={row.id} title={title} /> : null}
          {links.history ? (
            <RowLink
              to={links.history(row.id)}
              tip={t('contestAdmin.list.history')}
              label={t('contestAdmin.list.historyOf', { title })}
              gray
            >
              <ClockIcon />
            </RowLink>
          ) : null}
          {manages ? (
            <ConfirmDeleteButton
              cancelLabel={t('contestAdmin.cancel')}
              title={t('contestAdmin.list.deleteTitle')}
              description={t('contestAdmin.list.deleteConfirm', { title })}
              confirmLabel={t('contestAdmin.delete')}
              onConfirm={onDelete}
              label={t('contestAdmin.list.deleteContest', { title })}
            />
          ) : null}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** One of a row's actions: an icon that links somewhere, with a tooltip and a label naming the contest. */
function RowLink(props: { to: string; tip: string; label: string; gray?: boolean; children: ReactNode }) {
  return (
    <Tooltip content={props.tip}>
      <IconButton asChild variant="ghost" color={props.gray ? 'gray' : undefined} aria-label={props.label}>
        <Link to={props.to}>{props.children}</Link>
      </IconButton>
    </Tooltip>
  );
}
