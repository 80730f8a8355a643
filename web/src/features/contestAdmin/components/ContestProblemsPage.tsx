import { Button, Card, Flex, IconButton, Skeleton, Table, Text, Tooltip } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ConfirmDeleteButton } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { PencilIcon, PlusIcon } from '@/components/icons';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { addProblemFromPublic, type ContestProblemInput } from '../api/addProblemFromPublic';
import { getAdminContest } from '../api/getAdminContest';
import { type AdminContestProblem, getContestProblemList } from '../api/getContestProblemList';
import type { ProblemChoice } from '../api/getProblemChoices';
import { removeContestProblem } from '../api/removeContestProblem';
import { updateContestProblem } from '../api/updateContestProblem';
import type { ContestAdminLinks } from '../links';
import { nextDisplayId } from '../model/display';
import { ContestAdminTabs } from './ContestAdminTabs';
import { ContestProblemDialog } from './ContestProblemDialog';
import { GroupProblemDialog } from './GroupProblemDialog';
import { ProblemPickerDialog } from './ProblemPickerDialog';

/** What the problem dialog is doing: adding a problem picked from the bank, or editing a contest problem. */
type Editing =
  | { kind: 'add'; problem: ProblemChoice }
  | { kind: 'edit'; problem: AdminContestProblem }
  | undefined;

/** /admin/contest/:cid/problems: the contest's problems; add from the bank, edit display id/title/colour, remove. */
export function ContestProblemsPage({ cid, links }: { cid: number; links: ContestAdminLinks }) {
  const { t } = useTranslation();
  const contestRead = useApiQuery(queryKeys.adminContest(cid), (signal) => getAdminContest(cid, signal));
  const problemsRead = useApiQuery(queryKeys.adminContestProblems(cid), (signal) =>
    getContestProblemList(cid, signal),
  );
  const contest = contestRead.data;
  const problems = problemsRead.data;
  const error = contestRead.error ?? problemsRead.error;
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<Editing>();

  const list = problems ?? [];
  const takenBy = (pid: number | undefined) => list.filter((p) => p.pid !== pid).map((p) => p.displayId);

  const save = async (input: ContestProblemInput) => {
    if (!editing) return;
    if (editing.kind === 'add') {
      await addProblemFromPublic(cid, editing.problem.pid, input);
      showMessage('success', t('contestAdmin.problems.added'));
    } else {
      await updateContestProblem(cid, editing.problem.pid, input);
      showMessage('success', t('contestAdmin.updated'));
    }
    setEditing(undefined);
    problemsRead.reload();
  };

  const remove = async (problem: AdminContestProblem) => {
    try {
      await removeContestProblem(cid, problem.pid);
      showMessage('success', t('contestAdmin.deleted'));
      problemsRead.reload();
    } catch {
      // the request layer has shown why
    }
  };

  const dialog = editing
    ? editing.kind === 'add'
      ? {
          title: t('contestAdmin.problems.addTitle'),
          subtitle: `${editing.problem.problemId} · ${editing.problem.title}`,
          initial: {
            displayId: nextDisplayId(takenBy(undefined)),
            displayTitle: editing.problem.title,
            color: null,
          },
          taken: takenBy(undefined),
        }
      : {
          title: t('contestAdmin.problems.editTitle', { displayId: editing.problem.displayId }),
          subtitle: `${editing.problem.problemId} · ${editing.problem.title}`,
          initial: {
            displayId: editing.problem.displayId,
            displayTitle: editing.problem.displayTitle,
            color: editing.problem.color ?? null,
          },
          taken: takenBy(editing.problem.pid),
        }
    : undefined;

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('contestAdmin.problems.title')}
        description={contest?.title}
        actions={
          <Flex gap="2" wrap="wrap">
            {links.newProblem ? (
              <Button asChild variant="soft">
                <Link to={links.newProblem(cid)}>{t('contestAdmin.problems.createNew')}</Link>
              </Button>
            ) : null}
            {links.gid !== undefined ? (
              <GroupProblemDialog
                cid={cid}
                nextDisplayId={nextDisplayId(takenBy(undefined))}
                onAdded={problemsRead.reload}
              />
            ) : null}
            <Button onClick={() => setPicking(true)} disabled={!contest}>
              <PlusIcon />
              {t('contestAdmin.problems.addFromPublic')}
            </Button>
          </Flex>
        }
      />
      <ContestAdminTabs cid={cid} current="problems" links={links} />
      {error ? <ErrorCallout title={t('contestAdmin.problems.loadError')} error={error} /> : null}
      <Card size="2">
        {!problems && !error ? <Skeleton height="160px" /> : null}
        {problems ? (
          <Table.Root size="2" className="contest-admin-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell className="nowrap">
                  {t('contestAdmin.problems.displayId')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contestAdmin.problems.displayTitle')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="only-wide">
                  {t('contestAdmin.problems.original')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell align="right">
                  {t('contestAdmin.list.actions')}
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {problems.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={4}>
                    <Text color="gray">{t('contestAdmin.problems.empty')}</Text>
                  </Table.Cell>
                </Table.Row>
              ) : null}
              {problems.map((problem) => (
                <Table.Row key={problem.pid} align="center" data-display-id={problem.displayId}>
                  <Table.Cell className="nowrap">
                    <Flex gap="2" align="center">
                      <span
                        className="contest-admin-balloon"
                        style={{ background: problem.color || undefined }}
                        data-empty={problem.color ? undefined : ''}
                        aria-hidden="true"
                      />
                      <Text weight="bold">{problem.displayId}</Text>
                    </Flex>
                  </Table.Cell>
                  <Table.Cell>
                    {problem.displayTitle}
                    <Text as="div" size="1" color="gray" className="only-narrow">
                      {problem.problemId}
                    </Text>
                  </Table.Cell>
                  <Table.Cell className="only-wide">
                    <Text color="gray">
                      {problem.problemId} · {problem.title}
                    </Text>
                  </Table.Cell>
                  <Table.Cell align="right">
                    <Flex gap="1" justify="end">
                      <Tooltip content={t('contestAdmin.list.edit')}>
                        <IconButton
                          variant="ghost"
                          aria-label={t('contestAdmin.problems.editProblem', {
                            displayId: problem.displayId,
                          })}
                          onClick={() => setEditing({ kind: 'edit', problem })}
                        >
                          <PencilIcon />
                        </IconButton>
                      </Tooltip>
                      {links.editProblem ? (
                        <Button asChild variant="ghost" size="1">
                          <Link
                            to={links.editProblem(problem.pid)}
                            aria-label={t('contestAdmin.problems.editStatement', {
                              displayId: problem.displayId,
                            })}
                          >
                            {t('contestAdmin.problems.statement')}
                          </Link>
                        </Button>
                      ) : null}
                      <ConfirmDeleteButton
                        cancelLabel={t('contestAdmin.cancel')}
                        title={t('contestAdmin.problems.removeTitle')}
                        description={t('contestAdmin.problems.removeConfirm', {
                          displayId: problem.displayId,
                          title: problem.displayTitle,
                        })}
                        confirmLabel={t('contestAdmin.problems.remove')}
                        onConfirm={() => void remove(problem)}
                        label={t('contestAdmin.problems.removeProblem', {
                          displayId: problem.displayId,
                        })}
                      />
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Card>
      {contest ? (
        <ProblemPickerDialog
          open={picking}
          onOpenChange={setPicking}
          contestType={contest.type}
          publicBank={links.gid !== undefined}
          inContest={new Set(list.map((p) => p.pid))}
          onPick={(problem) => {
            setPicking(false);
            setEditing({ kind: 'add', problem });
          }}
        />
      ) : null}
      <ContestProblemDialog
        open={dialog !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
        title={dialog?.title ?? ''}
        subtitle={dialog?.subtitle ?? ''}
        initial={dialog?.initial ?? { displayId: '', displayTitle: '', color: null }}
        taken={dialog?.taken ?? []}
        onSave={save}
      />
    </Flex>
  );
}
