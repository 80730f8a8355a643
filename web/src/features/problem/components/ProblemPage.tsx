import '../problem.css';
import { Button, Flex, Skeleton, Tabs } from '@radix-ui/themes';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { ChevronLeftIcon } from '@/components/icons';
import { ApiError } from '@/lib/api';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import {
  getProblemDetail,
  getProblemDetailFrom,
  type Problem,
  type ProblemDetail,
  type ProblemSource,
} from '../api/getProblemDetail';
import type { EditorHandle } from '../editor/CodeEditor';
import { AnnexFiles } from './AnnexFiles';
import { FocusBar, type FocusMode } from './FocusBar';
import { ProblemInfo } from './ProblemInfo';
import { ProblemStatement } from './ProblemStatement';
import { SplitPane } from './SplitPane';

// CodeMirror, its themes and languages load only once a problem is open.
const CodeEditor = lazy(() => import('../editor/CodeEditor'));

interface ProblemPageProps {
  problemId: string;
  /** Where to read the problem when not from the practice call (a contest's problem). */
  source?: ProblemSource;
  /** The problem list, to go back to when the problem does not exist. */
  listHref: string;
  /** The problem list filtered by one tag. */
  tagHref: (tagId: number) => string;
  /** Under the editor: the submit flow (a route composes it from the submission feature). */
  renderSubmit?: (workbench: ProblemWorkbench) => ReactNode;
  /** The "My submissions" tab's content; no tab without it. */
  renderMySubmissions?: (problem: Problem) => ReactNode;
  /** The problem's discussions, while the site has them open; no link without it. */
  discussionHref?: string;
  /** The explanation tab's content (spec 01: only while discussions are open); no tab without it. */
  renderExplanations?: (problem: Problem) => ReactNode;
  /**
   * A contest's problem: a link back to its problem list, and the editor keeps code and settings per
   * contest (two contests with the same display id, or a practice problem of that id, never share a draft).
   */
  contest?: { cid: number; problemsHref: string; header?: ReactNode; backLabel?: string };
  /** A training's problem: its menu above the statement and a link back to its problem list. */
  training?: { problemsHref: string; header: ReactNode; backLabel: string };
  /** A contest's or a training's problem: the focus mode's way in, or on its page, its bar. */
  focus?: FocusMode;
}

/** What the submit flow gets: the problem, its editor, and a way to load the problem again. */
export interface ProblemWorkbench {
  problem: Problem;
  editor: EditorHandle;
  /** Loads the problem again (after a verdict: its statistics changed), keeping the page as it is. */
  reload: () => void;
}

/** /problem/:problemId: the statement on the left, the code editor on the right (spec 01 §2.7). */
export function ProblemPage({
  problemId,
  source,
  listHref,
  tagHref,
  renderSubmit,
  renderMySubmissions,
  discussionHref,
  renderExplanations,
  contest,
  training,
  focus,
}: ProblemPageProps) {
  const { t } = useTranslation();
  const read = useApiQuery<ProblemDetail>(
    queryKeys.problem(source ?? { problemId }),
    (signal) => (source ? getProblemDetailFrom(source, signal) : getProblemDetail(problemId, signal)),
    { dropPrevious: true },
  );
  const detail = read.data;
  // A failed reload keeps the page as it was; the request layer has said why.
  const error = detail ? undefined : read.error;

  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Flex direction="column" gap="4" align="start" className="problem-page-message">
        <ErrorCallout title={missing ? t('problem.notFound') : t('problem.loadError')} error={error} />
        <Button asChild variant="soft">
          <Link to={listHref}>{t('problem.backToList')}</Link>
        </Button>
      </Flex>
    );
  }

  if (!detail) {
    return (
      <Flex direction="column" gap="3" className="problem-page-message">
        <Skeleton height="36px" width="50%" />
        <Skeleton height="120px" />
        <Skeleton height="240px" />
      </Flex>
    );
  }

  const files = Object.keys(detail.problem.userExtraFile);
  const { problem } = detail;
  return (
    <SplitPane
      left={
        <Flex direction="column" gap="4" className="problem-statement">
          {focus ? <FocusBar focus={focus} /> : null}
          {contest ? (
            <Link to={contest.problemsHref} className="problem-back-link">
              <ChevronLeftIcon size={14} />
              {contest.backLabel ?? t('problem.backToContestProblems')}
            </Link>
          ) : null}
          {contest?.header}
          {training ? (
            <>
              {training.header}
              <Link to={training.problemsHref} className="problem-back-link">
                <ChevronLeftIcon size={14} />
                {training.backLabel}
              </Link>
            </>
          ) : null}
          <ProblemInfo detail={detail} tagHref={tagHref} />
          <Tabs.Root defaultValue="description">
            <Tabs.List size="2">
              <Tabs.Trigger value="description">{t('problem.tabs.description')}</Tabs.Trigger>
              {renderMySubmissions ? (
                <Tabs.Trigger value="mySubmissions">{t('problem.tabs.mySubmissions')}</Tabs.Trigger>
              ) : null}
              {files.length > 0 ? <Tabs.Trigger value="annex">{t('problem.tabs.annex')}</Tabs.Trigger> : null}
              {renderExplanations ? (
                <Tabs.Trigger value="explanations">{t('problem.tabs.explanations')}</Tabs.Trigger>
              ) : null}
              {discussionHref ? (
                <Link to={discussionHref} className="problem-tab-link">
                  {t('problem.tabs.discussion')}
                </Link>
              ) : null}
            </Tabs.List>
            <Tabs.Content value="description" className="problem-tab">
              <ProblemStatement detail={detail} />
            </Tabs.Content>
            {renderMySubmissions ? (
              <Tabs.Content value="mySubmissions" className="problem-tab">
                {renderMySubmissions(problem)}
              </Tabs.Content>
            ) : null}
            {files.length > 0 ? (
              <Tabs.Content value="annex" className="problem-tab">
                <AnnexFiles files={problem.userExtraFile} />
              </Tabs.Content>
            ) : null}
            {renderExplanations ? (
              <Tabs.Content value="explanations" className="problem-tab">
                {renderExplanations(problem)}
              </Tabs.Content>
            ) : null}
          </Tabs.Root>
        </Flex>
      }
      right={
        <Suspense fallback={<Skeleton height="100%" minHeight="360px" />}>
          <CodeEditor
            problemId={problem.problemId}
            contestId={contest ? String(contest.cid) : undefined}
            languages={detail.languages}
            templates={detail.codeTemplate}
            limits={{ timeMs: problem.timeLimit, memoryMb: problem.memoryLimit }}
            footer={
              renderSubmit ? (editor) => renderSubmit({ problem, editor, reload: read.reload }) : undefined
            }
          />
        </Suspense>
      }
    />
  );
}
