import { SubmissionStatus } from '@oj/events/vocabulary';
import { AlertDialog, Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, DownloadIcon } from '@/components/icons';
import { formatMemory, formatTime } from '@/lib/format';
import { showMessage } from '@/lib/notices';
import { currentUserAtom } from '@/lib/session';
import { getLastAcCode } from '../api/getLastAcCode';
import { getProblemStatus } from '../api/getProblemStatus';
import type { SubmissionRow } from '../api/schemas';
import { submitProblemJudge } from '../api/submitProblemJudge';
import { useSubmissionWatch } from '../hooks/useSubmissionWatch';
import { codeProblem, type EditorAccess, maxCodeLength } from '../model/editorAccess';
import type { SubmissionLinks } from '../model/links';
import { type LiveSource, submissionRoom, userRoom } from '../model/liveSource';
import { isOpenStatus } from '../model/status';
import type { Sample } from '../model/testRun';
import { StatusTag } from './StatusTag';
import { TestRunPanel } from './TestRunPanel';

interface SubmitPanelProps {
  live: LiveSource;
  pid: number;
  /** Inside a contest: the submission is the contest's. */
  cid?: number;
  /** With `cid`: a virtual participant's submission to the ended contest. */
  virtual?: boolean;
  /** Inside a group (its problem page, its trainings): the group's own problems need it. */
  gid?: number;
  samples: readonly Sample[];
  editor: EditorAccess;
  links: SubmissionLinks;
  onLoginRequired: () => void;
  /** A verdict arrived: the problem's statistics and the reader's status have changed. */
  onJudged: () => void;
  /** Set: submitting is closed (a contest before its start or after its end), and this says why. */
  closedReason?: string;
  /** Set: the submission comes after its contest's end; the tag shown by the button, and what it means. */
  afterContest?: { label: string; hint: string };
  /** Set: asked before sending (an OI contest's submission replaces the last one); confirming sends. */
  confirmSubmit?: string;
  /** A submission was taken (its verdict follows). */
  onSubmitted?: () => void;
}

/** The submission being followed: its id, its latest row, and how many cases are judged. */
interface Following {
  submitId: number;
  row: SubmissionRow | undefined;
  judged: number;
}

/** How long the "not passed yet" warning stays (spec 01 §5). */
const notPassedMs = 4000;

/**
 * Below the editor: online test, the last accepted code, and Submit with the status of the submission
 * just made, followed live (Pending, Compiling, Judging case by case, then the verdict).
 */
export function SubmitPanel({
  live,
  pid,
  cid,
  gid,
  virtual,
  samples,
  editor,
  links,
  onLoginRequired,
  onJudged,
  closedReason,
  afterContest,
  confirmSubmit,
  onSubmitted,
}: SubmitPanelProps) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const [sending, setSending] = useState(false);
  const [following, setFollowingState] = useState<Following>();
  // The watch callback reads the latest value here (not a stale render's).
  const followingNow = useRef<Following>(undefined);
  const setFollowing = (next: Following | undefined) => {
    followingNow.current = next;
    setFollowingState(next);
  };
  const [testing, setTesting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [fetchingCode, setFetchingCode] = useState(false);
  const status = following?.row?.status ?? 5;
  const judging = following !== undefined && isOpenStatus(status);

  // Its own room brings each case when the reader may see cases; the author's room brings every status
  // change in any case (inside a contest too, sealed as the contest's rules say).
  useSubmissionWatch(
    live,
    following && user ? [submissionRoom(following.submitId), userRoom(user.uid)] : [],
    judging ? [following.submitId] : [],
    ({ submission, judgedCase }) => {
      const current = followingNow.current;
      if (current?.submitId !== submission.submitId) return;
      const finished = isOpenStatus(current.row?.status ?? 5) && !isOpenStatus(submission.status);
      const judged = judgedCase ? Math.max(current.judged, judgedCase.seq) : current.judged;
      setFollowing({ ...current, row: submission, judged });
      if (finished) onJudged();
    },
  );

  const signedIn = () => {
    if (user) return true;
    showMessage('warning', t('submission.loginFirst'));
    onLoginRequired();
    return false;
  };

  const checkCode = () => {
    const problem = codeProblem(editor.code);
    if (problem === 'empty') showMessage('error', t('submission.submit.empty'));
    if (problem === 'tooLong') showMessage('error', t('submission.submit.tooLong', { max: maxCodeLength }));
    return problem === undefined;
  };

  const submit = () => {
    if (!signedIn() || !checkCode()) return;
    if (confirmSubmit) setConfirming(true);
    else void send();
  };

  const send = async () => {
    setConfirming(false);
    setSending(true);
    setFollowing(undefined);
    try {
      const submitId = await submitProblemJudge({
        pid,
        cid,
        gid,
        ...(virtual ? { virtual } : {}),
        language: editor.language,
        code: editor.code,
      });
      setFollowing({ submitId, row: undefined, judged: 0 });
      showMessage('success', t('submission.submit.submitted'));
      onSubmitted?.();
    } catch {
      // the request layer has said why; a failed submit shows no status
    } finally {
      setSending(false);
    }
  };

  const fetchLastAc = async () => {
    if (!signedIn()) return;
    setFetchingCode(true);
    try {
      if ((await getProblemStatus(pid)) !== SubmissionStatus.accepted) {
        showMessage('warning', t('submission.submit.notPassed'), notPassedMs);
        return;
      }
      const last = await getLastAcCode(pid);
      editor.replaceCode(last.code, last.language);
      showMessage('success', t('submission.submit.lastAcLoaded', { language: last.language }));
    } catch {
      // the request layer has said why
    } finally {
      setFetchingCode(false);
    }
  };

  return (
    <Flex direction="column" gap="2" className="submit-panel">
      {testing ? (
        <TestRunPanel
          pid={pid}
          cid={cid}
          gid={gid}
          samples={samples}
          editor={editor}
          signedIn={signedIn}
          checkCode={checkCode}
          onClose={() => setTesting(false)}
        />
      ) : null}
      <Flex align="center" gap="2" wrap="wrap">
        <Button variant={testing ? 'solid' : 'soft'} color="gray" onClick={() => setTesting((open) => !open)}>
          {t('submission.testRun.toggle')}
        </Button>
        <Button
          variant="soft"
          color="gray"
          loading={fetchingCode}
          onClick={() => void fetchLastAc()}
          aria-label={t('submission.submit.lastAc')}
        >
          <DownloadIcon size={14} />
          <span className="only-wide-inline">{t('submission.submit.lastAc')}</span>
        </Button>
        <Flex align="center" gap="3" ml="auto" wrap="wrap" justify="end">
          {following ? (
            <Flex align="center" gap="2" className="submit-status" role="status">
              <StatusTag status={status} size="2" />
              {status === SubmissionStatus.judging && following.judged > 0 ? (
                <Text size="1" color="gray" className="numeric">
                  {t('submission.progress', { count: following.judged })}
                </Text>
              ) : null}
              {following.row && !judging && following.row.time !== null ? (
                <Text size="1" color="gray" className="numeric">
                  {formatTime(following.row.time)} · {formatMemory(following.row.memory)}
                </Text>
              ) : null}
              <Link to={links.submission(following.submitId)} className="submit-detail-link">
                <Text size="1">
                  {t('submission.submit.details')} <ArrowRightIcon size={10} />
                </Text>
              </Link>
            </Flex>
          ) : null}
          {closedReason ? (
            <Text size="2" color="gray" className="submit-closed">
              {closedReason}
            </Text>
          ) : null}
          {afterContest ? (
            <Badge color="orange" title={afterContest.hint} className="submit-after-contest">
              {afterContest.label}
            </Badge>
          ) : null}
          <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
            <AlertDialog.Content maxWidth="440px">
              <AlertDialog.Title>{t('submission.submit.confirmTitle')}</AlertDialog.Title>
              <AlertDialog.Description size="2">{confirmSubmit}</AlertDialog.Description>
              <Flex gap="3" mt="4" justify="end">
                <AlertDialog.Cancel>
                  <Button variant="soft" color="gray">
                    {t('submission.submit.confirmCancel')}
                  </Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action>
                  <Button onClick={() => void send()}>{t('submission.submit.submit')}</Button>
                </AlertDialog.Action>
              </Flex>
            </AlertDialog.Content>
          </AlertDialog.Root>
          <Button onClick={submit} loading={sending} disabled={judging || !!closedReason}>
            {judging ? t('submission.submit.judging') : t('submission.submit.submit')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
