import { PRACTICE_CID, SubmissionStatus } from '@oj/events/vocabulary';
import '../submission.css';
import { Button, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { InfoIcon } from '@/components/icons';
import { ApiError } from '@/lib/api';
import { currentUserAtom } from '@/lib/session';
import { hasAdminRole, isSuperAdmin } from '@/lib/userInfo';
import { downloadWrongCase } from '../api/downloadWrongCase';
import { useSubmissionDetail } from '../hooks/useSubmissionDetail';
import { useSubmissionWatch } from '../hooks/useSubmissionWatch';
import type { SubmissionLinks } from '../model/links';
import { type LiveSource, statusRoom, submissionRoom, userRoom } from '../model/liveSource';
import { isOpenStatus } from '../model/status';
import { AdminJudgeControls } from './AdminJudgeControls';
import { CaseCards } from './CaseCards';
import { CodeCard } from './CodeCard';
import { MessageCard } from './MessageCard';
import { ResubmitCallout } from './ResubmitCallout';
import { StatusBanner } from './StatusBanner';
import { SubtaskList } from './SubtaskList';
import { SummaryTable } from './SummaryTable';

interface SubmissionDetailPageProps {
  submitId: number;
  live: LiveSource;
  links: SubmissionLinks;
}

/**
 * /submission/:submitId (spec 01 §2.9): the verdict, the summary, the test points (by subtask when
 * grouped), the compiler's output, the code with copy and share, and the super admin's controls.
 * While judging it follows the submission live, case by case.
 */
export function SubmissionDetailPage({ submitId, live, links }: SubmissionDetailPageProps) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const { detail, cases, error, reload, applyRow, applyCase, setShare } = useSubmissionDetail(submitId);
  const submission = detail?.submission;
  const own = submission !== undefined && user?.uid === submission.uid;
  const admin = hasAdminRole(user?.roleList ?? []);
  // Its own room (case by case) is for the author and admins; the author's room also carries its status
  // when the problem hides case results; anyone else follows the public list.
  const rooms = !submission
    ? []
    : own && user
      ? [submissionRoom(submitId), userRoom(user.uid)]
      : [admin ? submissionRoom(submitId) : statusRoom];
  const open = submission !== undefined && isOpenStatus(submission.status);
  const wasOpen = useRef(false);
  wasOpen.current = open;

  useSubmissionWatch(live, rooms, open ? [submitId] : [], ({ submission: row, judgedCase }) => {
    if (row.submitId !== submitId) return;
    if (judgedCase) applyCase(judgedCase);
    const finished = wasOpen.current && !isOpenStatus(row.status);
    applyRow(row);
    // The verdict brings what only the detail call has: the compiler's message, the final cases.
    if (finished) reload();
  });

  if (error && !detail) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Flex direction="column" gap="4" align="start">
        <ErrorCallout
          title={missing ? t('submission.detail.notFound') : t('submission.detail.loadError')}
          error={error}
        />
        <Button asChild variant="soft">
          <Link to={links.statusList}>{t('submission.detail.backToList')}</Link>
        </Button>
      </Flex>
    );
  }
  if (!submission || !detail) {
    return (
      <Flex direction="column" gap="4">
        <Skeleton height="32px" width="40%" />
        <Skeleton height="72px" />
        <Skeleton height="64px" />
        <Skeleton height="240px" />
      </Flex>
    );
  }

  const caseList = cases?.judgeCaseList ?? null;
  const subtasks = cases?.subTaskJudgeCaseVoList ?? null;
  const scored = submission.score !== null;
  const specialJudge = submission.judgeMode === 'spj';
  const showCases = caseList !== null && (caseList.length > 0 || open);
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6">
          {t('submission.detail.title', { id: submitId })}
        </Heading>
        {admin && links.history ? (
          <Button asChild variant="soft" size="1">
            <Link to={links.history({ kind: 'submission', id: submitId })}>{t('audit.history')}</Link>
          </Button>
        ) : null}
      </Flex>
      <StatusBanner submission={submission} judged={caseList?.length ?? 0} />
      {submission.status === SubmissionStatus.submitFailed && (own || admin) ? (
        <ResubmitCallout submitId={submitId} onChanged={applyRow} />
      ) : null}
      <SummaryTable submission={submission} links={links} />
      {submission.status === SubmissionStatus.compileError && submission.errorMessage?.text ? (
        <MessageCard title={t('submission.detail.compileFailed')} message={submission.errorMessage} />
      ) : null}
      {submission.status !== SubmissionStatus.compileError && submission.errorMessage?.text ? (
        <MessageCard
          title={t('submission.detail.judgeMessage')}
          message={submission.errorMessage}
          color="gray"
        />
      ) : null}
      {submission.systemError?.text ? (
        <MessageCard
          title={t('submission.detail.systemError')}
          message={submission.systemError}
          color="red"
        />
      ) : null}
      {showCases ? (
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h3" size="3">
              {t('submission.detail.cases')}
            </Heading>
            {own &&
            submission.cid === PRACTICE_CID &&
            caseList.some(
              (c) => c.status !== SubmissionStatus.accepted && c.status !== SubmissionStatus.cancelled,
            ) ? (
              <Button
                size="1"
                variant="soft"
                onClick={() => void downloadWrongCase(submitId).catch(() => undefined)}
              >
                {t('submission.detail.downloadWrongCase')}
              </Button>
            ) : null}
          </Flex>
          {specialJudge ? (
            <Text size="2" color="gray">
              <Flex as="span" gap="1" align="center">
                <InfoIcon size={14} /> {t('submission.detail.uncertain')}
              </Flex>
            </Text>
          ) : null}
          {caseList.length === 0 ? (
            <Text size="2" color="gray">
              {t('submission.detail.waitingCases')}
            </Text>
          ) : subtasks && subtasks.length > 0 ? (
            <SubtaskList subtasks={subtasks} cases={caseList} scored={scored} specialJudge={specialJudge} />
          ) : (
            <CaseCards cases={caseList} scored={scored} specialJudge={specialJudge} />
          )}
        </Flex>
      ) : null}
      <CodeCard
        submitId={submitId}
        code={submission.code}
        language={submission.language}
        shared={submission.share}
        canShare={own && detail.codeShare}
        onShared={setShare}
      />
      {isSuperAdmin(user?.roleList ?? []) ? (
        <AdminJudgeControls submission={submission} onChanged={applyRow} />
      ) : null}
    </Flex>
  );
}
