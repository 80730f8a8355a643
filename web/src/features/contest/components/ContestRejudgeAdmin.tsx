import { Button, Callout, Flex, Skeleton, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { InfoIcon } from '@/components/icons';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getContestProblems } from '../api/getContestProblems';
import { type RejudgeResult, rejudgeContestProblem } from '../api/rejudgeContestProblem';
import { useContestView } from '../hooks/contestContext';

/**
 * /contest/:cid/rejudge (super admin): rejudge every submission of one contest problem, after a
 * confirmation. The board moves as the new verdicts arrive, like any verdict.
 */
export function ContestRejudgeAdmin() {
  const { t } = useTranslation();
  const { contest } = useContestView();
  const problems = useApiQuery(queryKeys.contestProblems(contest.id), (signal) =>
    getContestProblems(contest.id, signal),
  );
  const [busy, setBusy] = useState<number | null>(null);
  const [done, setDone] = useState<(RejudgeResult & { displayId: string }) | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);

  if (problems.error && !problems.data) {
    return <ErrorCallout title={t('contest.problems.loadError')} error={problems.error} />;
  }
  if (!problems.data) return <Skeleton height="200px" />;
  if (problems.data.length === 0) return <Text color="gray">{t('contest.problems.empty')}</Text>;

  const rejudge = async (pid: number, displayId: string) => {
    setBusy(pid);
    setFailure(null);
    setDone(null);
    try {
      setDone({ ...(await rejudgeContestProblem(contest.id, pid)), displayId });
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        {t('contest.rejudge.intro')}
      </Text>
      {done ? (
        <Callout.Root color="green" role="status">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>
            {t('contest.rejudge.done', { displayId: done.displayId, count: done.rejudged })}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {failure ? <ErrorCallout title={t('contest.rejudge.failed')} error={failure} /> : null}
      <div className="contest-table-scroll">
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell width="64px">{t('contest.problems.id')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('contest.problems.title')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('contest.rejudge.action')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {problems.data.map((problem) => (
              <Table.Row key={problem.pid}>
                <Table.Cell>
                  <Text weight="bold">{problem.displayId}</Text>
                </Table.Cell>
                <Table.Cell>{problem.displayTitle}</Table.Cell>
                <Table.Cell justify="end">
                  <ConfirmDialog
                    title={t('contest.rejudge.confirmTitle', { displayId: problem.displayId })}
                    description={t('contest.rejudge.confirmText')}
                    confirmLabel={t('contest.rejudge.action')}
                    cancelLabel={t('contest.rejudge.cancel')}
                    onConfirm={() => void rejudge(problem.pid, problem.displayId)}
                  >
                    <Button
                      size="1"
                      variant="soft"
                      color="orange"
                      loading={busy === problem.pid}
                      disabled={busy !== null}
                    >
                      {t('contest.rejudge.action')}
                    </Button>
                  </ConfirmDialog>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </div>
    </Flex>
  );
}
