import {
  type FinalVerdict,
  type ProgramText,
  programTextOf,
  SubmissionStatus,
  shownProgramText,
} from '@oj/events';
import type { RunResult } from '../sandbox/protocol';
import { trimBytes } from './workspace';

/** What a checker, interactor or output validator decided about one case. */
export interface CheckerOutcome {
  /** AC, WA, PE, PA, or SE when the checker itself failed. */
  status: FinalVerdict;
  /** Share of the case's score earned: 1 for AC, 0 to 1 for PA, 0 otherwise. */
  fraction: number;
  /** Feedback for the case (the checker's message, its bytes). */
  message: ProgramText;
  /** For admins: why the checker's result cannot be believed; null when it can. */
  systemError: string | null;
}

/** How the checker's run ended, and what it wrote (bytes). */
export interface CheckerRun {
  result: Pick<RunResult, 'status' | 'reason' | 'exit_code' | 'signal' | 'error'>;
  stdout: Buffer;
  stderr: Buffer;
}

/** A Kattis validator's run, with the files of its feedback folder. */
export interface ValidatorRun extends CheckerRun {
  judgeMessage: Buffer;
  /** score.txt: the case's absolute score; null when absent. */
  scoreFile: string | null;
  /** score_multiplier.txt (2025 format): the share of the case's score; null when absent. */
  scoreMultiplierFile: string | null;
}

const outcome = (status: FinalVerdict, fraction: number, message: ProgramText): CheckerOutcome => ({
  status,
  fraction,
  message,
  systemError: null,
});

const failed = (why: string, message: ProgramText = ''): CheckerOutcome => ({
  status: SubmissionStatus.systemError,
  fraction: 0,
  message,
  systemError: why,
});

/** The checker's own failure (it did not end by exiting); null when it exited with some code. */
function runFailure(run: CheckerRun, what: string): CheckerOutcome | null {
  const { result } = run;
  if (result.status === 'SE') return failed(`${what} could not run: ${result.error ?? 'sandbox error'}`);
  if (result.status !== 'OK' && result.status !== 'RE') {
    return failed(`${what} ended with ${result.status} (${result.reason ?? 'limit'})`, feedback(run.stderr));
  }
  if (result.exit_code === null)
    return failed(`${what} was killed by signal ${result.signal}`, feedback(run.stderr));
  return null;
}

/** A checker's stream as the case's feedback: its bytes, trimmed. */
const feedback = (bytes: Buffer): ProgramText => programTextOf(trimBytes(bytes));
/** A checker's stream read for what it says (a percentage, testlib's prefix): ASCII matters. */
const said = (bytes: Buffer): string => bytes.toString('utf8');

/**
 * The 'hoj' protocol (spec 04): exit 0 or 100 AC, 99 partial (stdout: a percentage), 101 PE, 102 WA,
 * 103 SE; testlib's own codes 1 WA, 2 PE, 3 FAIL (SE), 7 points (stderr `points x`, x a percentage, as the
 * reference reads it). Other codes are read from testlib's message prefix, the way the reference does
 * (formats.md 4.3); a checker that crashed, timed out or said nothing recognisable is SE, never a verdict.
 */
export function hojCheckerOutcome(run: CheckerRun, what = 'the checker'): CheckerOutcome {
  const failure = runFailure(run, what);
  if (failure) return failure;
  const code = run.result.exit_code ?? 0;
  const message = feedback(trimBytes(run.stderr).length > 0 ? run.stderr : run.stdout);
  switch (code) {
    case 0:
    case 100:
      return outcome(SubmissionStatus.accepted, 1, message);
    case 99:
      return percentage(said(run.stdout), `${what} exited 99 (partial)`, message);
    case 1:
    case 102:
      return outcome(SubmissionStatus.wrongAnswer, 0, message);
    case 2:
    case 101:
      return outcome(SubmissionStatus.presentationError, 0, message);
    case 3:
    case 103:
      return failed(
        `${what} reported a failure (exit ${code}): ${shownProgramText(message).slice(0, 500)}`,
        message,
      );
    case 7:
      return testlibPrefix(run.stderr, what, code) ?? failed(`${what} exited 7 without 'points x'`, message);
    default:
      return (
        testlibPrefix(run.stderr, what, code) ?? failed(`${what} exited with unknown code ${code}`, message)
      );
  }
}

/** A percentage (0-100) as the case's verdict: 100 is AC, less is PA. */
function percentage(text: string, what: string, message: ProgramText): CheckerOutcome {
  const value = Number(text.trim().split(/\s+/)[0]);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) {
    return failed(`${what}: '${text.trim().slice(0, 100)}' is not a percentage from 0 to 100`, message);
  }
  return value === 100
    ? outcome(SubmissionStatus.accepted, 1, message)
    : outcome(SubmissionStatus.partialAccepted, value / 100, message);
}

/** testlib's message prefixes (formats.md 4.2). */
function testlibPrefix(stderr: Buffer, what: string, code: number): CheckerOutcome | null {
  const text = said(stderr).trimStart();
  const message = feedback(stderr);
  const points = /^points\s+(\S+)/.exec(text) ?? /^partially correct \((\d+)\)/.exec(text);
  if (points) return percentage(points[1] ?? '', `${what} (exit ${code})`, message);
  if (text.startsWith('ok')) return outcome(SubmissionStatus.accepted, 1, message);
  if (text.startsWith('wrong answer')) return outcome(SubmissionStatus.wrongAnswer, 0, message);
  if (text.startsWith('wrong output format') || text.startsWith('unexpected eof')) {
    return outcome(SubmissionStatus.presentationError, 0, message);
  }
  return null;
}

/**
 * The 'kattis' protocol (formats.md 1.7): exit 42 accepts, 43 rejects (WA); the judge's message is in
 * judgemessage.txt. On scoring problems an accepted case may carry score_multiplier.txt (a share) or
 * score.txt (points, read against the case's score). Any other exit, or a crash, is the validator's
 * failure: SE.
 */
export function kattisValidatorOutcome(
  run: ValidatorRun,
  caseScore: number | null,
  what = 'the output validator',
): CheckerOutcome {
  const failure = runFailure(run, what);
  const message = feedback(run.judgeMessage);
  if (failure) return { ...failure, message: message || failure.message };
  const code = run.result.exit_code;
  if (code === 43) return outcome(SubmissionStatus.wrongAnswer, 0, message);
  if (code !== 42) return failed(`${what} exited with ${code} (42 accepts, 43 rejects)`, message);
  if (caseScore === null) return outcome(SubmissionStatus.accepted, 1, message);
  const share = scoreShare(run, caseScore);
  if (share === null) return failed(`${what} wrote a score that is not a number`, message);
  return share >= 1
    ? outcome(SubmissionStatus.accepted, 1, message)
    : outcome(SubmissionStatus.partialAccepted, share, message);
}

/** The share of the case's score an accepted case earned (1 without a score file); null if unreadable. */
function scoreShare(run: ValidatorRun, caseScore: number): number | null {
  const text = run.scoreMultiplierFile ?? run.scoreFile;
  if (text === null) return 1;
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) return null;
  if (run.scoreMultiplierFile !== null) return Math.min(1, value);
  return caseScore > 0 ? Math.min(1, value / caseScore) : 1;
}
