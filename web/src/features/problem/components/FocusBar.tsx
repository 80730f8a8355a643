import { SubmissionStatus } from '@oj/events/vocabulary';
import { Badge, Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ExitFullScreenIcon, FullScreenIcon, ListIcon } from '@/components/icons';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import {
  type FocusProblem,
  type FocusProblemSet,
  getFullScreenProblemList,
} from '../api/getFullScreenProblemList';

/** A contest's or a training's problem page in focus mode, or the way into it. */
export interface FocusMode {
  /** True on the full-screen page (no site bar, no footer). */
  active: boolean;
  /** The same problem's page in the other mode. */
  toggleHref: string;
  /**
   * The set whose problems the drawer lists, and the focus page of each; none for a group's own problem
   * (the spec's full-screen list is a contest's or a training's).
   */
  list?: FocusList;
}

export interface FocusList {
  set: FocusProblemSet;
  problemHref: (problemId: string) => string;
  currentProblemId: string;
}

/**
 * Above the statement: "Focus mode" (spec 01 §2.7: a full-screen page for a contest's or a training's
 * problem), and in focus mode the way out and the set's problems with the reader's status, since the
 * site's bar with its menus is gone.
 */
export function FocusBar({ focus }: { focus: FocusMode }) {
  const { t } = useTranslation();
  if (!focus.active) {
    return (
      <Flex justify="end">
        <Button asChild variant="soft" size="1">
          <Link to={focus.toggleHref}>
            <FullScreenIcon size={14} />
            {t('problem.focus.enter')}
          </Link>
        </Button>
      </Flex>
    );
  }
  return (
    <Flex gap="2" justify="between" align="center" className="focus-bar">
      {focus.list ? <FocusProblems list={focus.list} /> : <span />}
      <Button asChild variant="soft" size="1" color="gray">
        <Link to={focus.toggleHref}>
          <ExitFullScreenIcon size={14} />
          {t('problem.focus.exit')}
        </Link>
      </Button>
    </Flex>
  );
}

function FocusProblems({ list }: { list: FocusList }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="soft" size="1">
          <ListIcon size={14} />
          {t('problem.focus.problems')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px" aria-describedby={undefined}>
        <Dialog.Title>{t('problem.focus.listTitle')}</Dialog.Title>
        <FocusProblemRows list={list} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Read each time the list opens (the content mounts then): the statuses move with every verdict. */
function FocusProblemRows({ list }: { list: FocusList }) {
  const { t } = useTranslation();
  const { data: problems, loading } = useApiQuery(queryKeys.focusProblems(list.set), (signal) =>
    getFullScreenProblemList(list.set, signal),
  );
  if (problems === undefined)
    return <Text color="gray">{loading ? t('problem.focus.loading') : t('problem.focus.empty')}</Text>;
  if (problems.length === 0) return <Text color="gray">{t('problem.focus.empty')}</Text>;
  return (
    <ul className="focus-problem-list">
      {problems.map((problem) => (
        <li key={problem.pid}>
          <Dialog.Close>
            <Link
              to={list.problemHref(problem.problemId)}
              className="focus-problem-link"
              aria-current={problem.problemId === list.currentProblemId ? 'page' : undefined}
            >
              <Text weight="bold" className="focus-problem-id">
                {problem.problemId}
              </Text>
              <Text truncate className="focus-problem-title">
                {problem.title}
              </Text>
              <ProblemStatus problem={problem} />
            </Link>
          </Dialog.Close>
        </li>
      ))}
    </ul>
  );
}

function ProblemStatus({ problem }: { problem: FocusProblem }) {
  const { t } = useTranslation();
  if (problem.score !== null)
    return <Badge color="blue">{t('problem.focus.score', { score: problem.score })}</Badge>;
  switch (problem.status) {
    case SubmissionStatus.accepted:
      return <Badge color="green">{t('problem.focus.solved')}</Badge>;
    case SubmissionStatus.wrongAnswer:
      return <Badge color="red">{t('problem.focus.tried')}</Badge>;
    case SubmissionStatus.pending:
      return <Badge color="gray">{t('problem.focus.waiting')}</Badge>;
    case SubmissionStatus.unknown:
      return <Badge color="gray">{t('problem.focus.hidden')}</Badge>;
    default:
      return null;
  }
}
