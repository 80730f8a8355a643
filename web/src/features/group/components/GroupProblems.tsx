import { ApplyPublicProgress, GroupRole, ProblemAuth, SubmissionStatus } from '@oj/events/vocabulary';
import { Badge, Button, Flex, Heading, Switch, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyCard } from '@/components/EmptyCard';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Pager } from '@/components/Pager';
import { TableStateRows } from '@/components/TableStateRows';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateTime } from '@/lib/time';
import {
  type AdminGroupProblem,
  applyPublic,
  changeGroupProblemAuth,
  deleteGroupProblem,
  downloadGroupTestCases,
  getAdminGroupProblems,
  getGroupProblems,
} from '../api/contentApi';
import { type GroupLinks, groupContentRoom } from '../model/group';
import { usePaging } from './paging';

interface GroupProblemsProps {
  gid: number;
  live: LiveSource;
  links: GroupLinks;
  /** The reader's rank in the group: 5 owner or super admin, 4 group admin, 3 member. */
  level: number;
}

/**
 * Spec 03 §2.6: the group's problems with the reader's status; group admins switch to the admin list
 * (Create, Edit, auth, apply to the public bank, delete). Both follow the group's content room.
 */
export function GroupProblems({ gid, live, links, level }: GroupProblemsProps) {
  const { t } = useTranslation();
  const [admin, setAdmin] = useState(false);
  const isAdmin = level >= GroupRole.admin;
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading size="4">{t('groupContent.problems.title')}</Heading>
        {isAdmin ? (
          <Flex align="center" gap="3">
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Switch checked={admin} onCheckedChange={setAdmin} />
                {t('groupContent.adminToggle')}
              </Flex>
            </Text>
            <Button asChild>
              <Link to={links.problemCreate(gid)}>{t('groupContent.create')}</Link>
            </Button>
          </Flex>
        ) : null}
      </Flex>
      {admin && isAdmin ? (
        <AdminProblemTable gid={gid} live={live} links={links} />
      ) : (
        <MemberProblemTable gid={gid} live={live} links={links} />
      )}
    </Flex>
  );
}

function StatusBadge({ status }: { status: number | null }) {
  const { t } = useTranslation();
  if (status === null) return null;
  if (status === SubmissionStatus.accepted)
    return <Badge color="green">{t('groupContent.problems.status.solved')}</Badge>;
  if (status === SubmissionStatus.notSubmitted)
    return <Badge color="gray">{t('groupContent.problems.status.untouched')}</Badge>;
  return <Badge color="red">{t('groupContent.problems.status.tried')}</Badge>;
}

function MemberProblemTable({ gid, live, links }: Omit<GroupProblemsProps, 'level'>) {
  const { t } = useTranslation();
  const { currentPage, limit, pagerProps } = usePaging();
  const params = { gid, currentPage, limit };
  const rows = useLiveQuery({
    live,
    room: groupContentRoom(gid),
    key: queryKeys.groupContent(gid, 'problems', params),
    load: (signal) => getGroupProblems(params, signal),
    pollMs: 60_000,
  });
  if (rows.error && !rows.data)
    return <ErrorCallout title={t('groupContent.loadError')} error={rows.error} />;
  if (rows.data?.records.length === 0)
    return <EmptyCard title={t('groupContent.problems.empty')} hint={t('groupContent.problems.emptyHint')} />;
  const records = rows.data?.records;
  return (
    <>
      <Table.Root variant="surface" size="2">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('groupContent.problems.solved')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('groupContent.problems.id')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('groupContent.problems.name')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="only-wide">
              {t('groupContent.problems.ac')}
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows columns={4} loading={!records} empty={null} />
          {records?.map((row) => (
            <Table.Row key={row.pid}>
              <Table.Cell>
                <StatusBadge status={row.myStatus} />
              </Table.Cell>
              <Table.Cell>
                <Link to={links.problem(gid, row.problemId)}>{row.problemId}</Link>
              </Table.Cell>
              <Table.Cell>
                <Link to={links.problem(gid, row.problemId)}>{row.title}</Link>
              </Table.Cell>
              <Table.Cell className="only-wide numeric">
                {row.total > 0 ? `${Math.round((row.ac / row.total) * 100)}% (${row.ac}/${row.total})` : '0%'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Pager {...pagerProps(rows.data?.total ?? 0)} />
    </>
  );
}

function AdminProblemTable({ gid, live, links }: Omit<GroupProblemsProps, 'level'>) {
  const { t } = useTranslation();
  const { currentPage, limit, pagerProps } = usePaging();
  const params = { gid, currentPage, limit };
  const rows = useLiveQuery({
    live,
    room: groupContentRoom(gid),
    key: queryKeys.groupContent(gid, 'adminProblems', params),
    load: (signal) => getAdminGroupProblems(params, signal),
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
  const progressLabel = (row: AdminGroupProblem) =>
    row.applyPublicProgress === ApplyPublicProgress.applying
      ? t('groupContent.problems.applying')
      : row.applyPublicProgress === ApplyPublicProgress.public
        ? t('groupContent.problems.madePublic')
        : row.applyPublicProgress === ApplyPublicProgress.refused
          ? t('groupContent.problems.refused')
          : t('groupContent.problems.none');
  if (rows.error && !rows.data)
    return <ErrorCallout title={t('groupContent.loadError')} error={rows.error} />;
  const records = rows.data?.records;
  return (
    <>
      <Table.Root variant="surface" size="2">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('groupContent.problems.id')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('groupContent.problems.name')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('groupContent.problems.public')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="only-wide">
              {t('groupContent.problems.author')}
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('groupContent.problems.progress')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows
            columns={6}
            loading={!records}
            empty={records?.length === 0 ? t('groupContent.problems.empty') : null}
          />
          {records?.map((row) => {
            const applying = row.applyPublicProgress === ApplyPublicProgress.applying;
            const canApply = row.applyPublicProgress !== ApplyPublicProgress.public;
            return (
              <Table.Row key={row.pid}>
                <Table.Cell>
                  <Link to={links.problem(gid, row.problemId)}>{row.problemId}</Link>
                </Table.Cell>
                <Table.Cell>{row.title}</Table.Cell>
                <Table.Cell>
                  <Switch
                    aria-label={t('groupContent.problems.auth')}
                    checked={row.auth === ProblemAuth.public}
                    disabled={!row.canManage}
                    onCheckedChange={(on) =>
                      act(
                        changeGroupProblemAuth(gid, row.pid, on ? ProblemAuth.public : ProblemAuth.private),
                        t('groupContent.updated'),
                      )
                    }
                  />
                </Table.Cell>
                <Table.Cell className="only-wide">
                  <Text size="2">{row.author}</Text>
                  <Text as="div" size="1" color="gray">
                    {formatDateTime(row.gmtModified)}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge color={applying ? 'amber' : 'gray'} variant="soft">
                    {progressLabel(row)}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {row.canManage ? (
                    <Flex gap="2" wrap="wrap">
                      <Button asChild size="1" variant="soft">
                        <Link to={links.problemEdit(gid, row.pid)}>{t('groupContent.edit')}</Link>
                      </Button>
                      <Button
                        size="1"
                        variant="soft"
                        color="gray"
                        onClick={() =>
                          void downloadGroupTestCases(gid, row.pid, row.problemId).catch(() => undefined)
                        }
                      >
                        {t('groupContent.problems.download')}
                      </Button>
                      {canApply ? (
                        <ConfirmDialog
                          title={
                            applying
                              ? t('groupContent.problems.cancelApply')
                              : t('groupContent.problems.apply')
                          }
                          description={
                            applying
                              ? t('groupContent.problems.cancelConfirm')
                              : t('groupContent.problems.applyConfirm')
                          }
                          confirmLabel={t('groupContent.save')}
                          cancelLabel={t('groupContent.cancel')}
                          onConfirm={() =>
                            act(applyPublic(gid, row.pid, !applying), t('groupContent.updated'))
                          }
                        >
                          <Button size="1" variant="soft" color="amber">
                            {applying
                              ? t('groupContent.problems.cancelApply')
                              : t('groupContent.problems.apply')}
                          </Button>
                        </ConfirmDialog>
                      ) : null}
                      <ConfirmDialog
                        title={t('groupContent.confirmDelete')}
                        description={t('groupContent.confirmDeleteHint')}
                        confirmLabel={t('groupContent.delete')}
                        cancelLabel={t('groupContent.cancel')}
                        onConfirm={() => act(deleteGroupProblem(gid, row.pid), t('groupContent.deleted'))}
                      >
                        <Button size="1" variant="soft" color="red">
                          {t('groupContent.delete')}
                        </Button>
                      </ConfirmDialog>
                    </Flex>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Pager {...pagerProps(rows.data?.total ?? 0)} />
    </>
  );
}
