import { SubmissionStatus } from '@oj/events/vocabulary';
import { Skeleton, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { CheckIcon, CloseIcon, MinusIcon } from '@/components/icons';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getContestProblems } from '../api/getContestProblems';
import { useContestView } from '../hooks/contestContext';

/** /contest/:cid/problems: display id, balloon, title, solved / tried ("?" while sealed), the reader's status. */
export function ContestProblemList() {
  const { t } = useTranslation();
  const { contest, links } = useContestView();
  const { data, error } = useApiQuery(queryKeys.contestProblems(contest.id), (signal) =>
    getContestProblems(contest.id, signal),
  );
  if (error && !data) return <ErrorCallout title={t('contest.problems.loadError')} error={error} />;
  if (!data) return <Skeleton height="200px" />;
  if (data.length === 0) return <Text color="gray">{t('contest.problems.empty')}</Text>;
  const count = (n: number | null | undefined) =>
    n === null || n === undefined ? t('contest.problems.unknown') : n;
  return (
    <div className="contest-table-scroll">
      <Table.Root variant="surface" className="contest-problems">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell width="48px">{t('contest.problems.mine')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell width="64px">{t('contest.problems.id')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('contest.problems.title')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">{t('contest.problems.solved')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.map((problem) => (
            <Table.Row key={problem.pid}>
              <Table.Cell>
                {problem.myStatus === SubmissionStatus.accepted ? (
                  <Text color="green">
                    <CheckIcon size={14} />
                  </Text>
                ) : problem.myStatus === SubmissionStatus.wrongAnswer ? (
                  <Text color="red">
                    <CloseIcon size={14} />
                  </Text>
                ) : problem.myStatus === SubmissionStatus.pending ||
                  problem.myStatus === SubmissionStatus.unknown ? (
                  <Text color="gray">
                    <MinusIcon size={14} />
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                <span
                  className="contest-balloon"
                  style={{ background: problem.color || undefined }}
                  aria-hidden="true"
                />
                <Text weight="bold">{problem.displayId}</Text>
              </Table.Cell>
              <Table.Cell>
                <Link to={links.problem(contest.id, problem.displayId)}>{problem.displayTitle}</Link>
              </Table.Cell>
              <Table.Cell justify="end" className="numeric">
                {count(problem.ac)} / {count(problem.total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
