import { ApplyPublicProgress, GroupRole, ProblemAuth, SubmissionStatus } from '@oj/events/vocabulary';
import { Badge, Button, Flex, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyCard } from '@/components/EmptyCard';
import type { LiveSource } from '@/lib/liveSource';
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
import type { GroupLinks } from '../model/group';
import {
  DeleteRowButton,
  GroupListHeading,
  GroupListTable,
  RowSwitch,
  useGroupContentList,
} from './groupAdminList';

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
      <GroupListHeading
        title={t('groupContent.problems.title')}
        isAdmin={isAdmin}
        admin={admin}
        onAdminChange={setAdmin}
        create={
          <Button asChild>
            <Link to={links.problemCreate(gid)}>{t('groupContent.create')}</Link>
          </Button>
        }
      />
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
  const list = useGroupContentList({ gid, live, part: 'problems', load: getGroupProblems });
  if (list.records?.length === 0)
    return <EmptyCard title={t('groupContent.problems.empty')} hint={t('groupContent.problems.emptyHint')} />;
  return (
    <GroupListTable
      list={list}
      empty={null}
      columns={[
        { label: t('groupContent.problems.solved') },
        { label: t('groupContent.problems.id') },
        { label: t('groupContent.problems.name') },
        { label: t('groupContent.problems.ac'), wide: true },
      ]}
    >
      {list.records?.map((row) => (
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
    </GroupListTable>
  );
}

function AdminProblemTable({ gid, live, links }: Omit<GroupProblemsProps, 'level'>) {
  const { t } = useTranslation();
  const list = useGroupContentList({ gid, live, part: 'adminProblems', load: getAdminGroupProblems });
  const { act } = list;
  return (
    <GroupListTable
      list={list}
      empty={t('groupContent.problems.empty')}
      columns={[
        { label: t('groupContent.problems.id') },
        { label: t('groupContent.problems.name') },
        { label: t('groupContent.problems.public') },
        { label: t('groupContent.problems.author'), wide: true },
        { label: t('groupContent.problems.progress') },
        {},
      ]}
    >
      {list.records?.map((row) => (
        <Table.Row key={row.pid}>
          <Table.Cell>
            <Link to={links.problem(gid, row.problemId)}>{row.problemId}</Link>
          </Table.Cell>
          <Table.Cell>{row.title}</Table.Cell>
          <Table.Cell>
            <RowSwitch
              label={t('groupContent.problems.auth')}
              checked={row.auth === ProblemAuth.public}
              canManage={row.canManage}
              onChange={(on) =>
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
            <Badge
              color={row.applyPublicProgress === ApplyPublicProgress.applying ? 'amber' : 'gray'}
              variant="soft"
            >
              {t(progressKey(row))}
            </Badge>
          </Table.Cell>
          <Table.Cell>
            {row.canManage ? <AdminProblemActions gid={gid} row={row} links={links} act={act} /> : null}
          </Table.Cell>
        </Table.Row>
      ))}
    </GroupListTable>
  );
}

function progressKey(row: AdminGroupProblem) {
  switch (row.applyPublicProgress) {
    case ApplyPublicProgress.applying:
      return 'groupContent.problems.applying';
    case ApplyPublicProgress.public:
      return 'groupContent.problems.madePublic';
    case ApplyPublicProgress.refused:
      return 'groupContent.problems.refused';
    default:
      return 'groupContent.problems.none';
  }
}

/** A group problem's buttons for one who manages it: edit, test data download, apply to public, delete. */
function AdminProblemActions({
  gid,
  row,
  links,
  act,
}: {
  gid: number;
  row: AdminGroupProblem;
  links: GroupLinks;
  act: (work: Promise<unknown>, done: string) => void;
}) {
  const { t } = useTranslation();
  const applying = row.applyPublicProgress === ApplyPublicProgress.applying;
  const applyLabel = applying ? t('groupContent.problems.cancelApply') : t('groupContent.problems.apply');
  return (
    <Flex gap="2" wrap="wrap">
      <Button asChild size="1" variant="soft">
        <Link to={links.problemEdit(gid, row.pid)}>{t('groupContent.edit')}</Link>
      </Button>
      <Button
        size="1"
        variant="soft"
        color="gray"
        onClick={() => void downloadGroupTestCases(gid, row.pid, row.problemId).catch(() => undefined)}
      >
        {t('groupContent.problems.download')}
      </Button>
      {row.applyPublicProgress !== ApplyPublicProgress.public ? (
        <ConfirmDialog
          title={applyLabel}
          description={
            applying ? t('groupContent.problems.cancelConfirm') : t('groupContent.problems.applyConfirm')
          }
          confirmLabel={t('groupContent.save')}
          cancelLabel={t('groupContent.cancel')}
          onConfirm={() => act(applyPublic(gid, row.pid, !applying), t('groupContent.updated'))}
        >
          <Button size="1" variant="soft" color="amber">
            {applyLabel}
          </Button>
        </ConfirmDialog>
      ) : null}
      <DeleteRowButton onConfirm={() => act(deleteGroupProblem(gid, row.pid), t('groupContent.deleted'))} />
    </Flex>
  );
}
