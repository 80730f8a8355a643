import { programTextBytes, SubmissionStatus } from '@oj/events';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../sandbox/protocol';
import {
  type CheckerRun,
  hojCheckerOutcome,
  kattisValidatorOutcome,
  type ValidatorRun,
} from './checkerOutcome';

type Ended = CheckerRun['result'];
const exited = (code: number): Ended => ({
  status: code === 0 ? 'OK' : 'RE',
  reason: null,
  exit_code: code,
  signal: null,
  error: null,
});
const stopped = (status: RunResult['status'], reason: RunResult['reason']): Ended => ({
  status,
  reason,
  exit_code: null,
  signal: 9,
  error: status === 'SE' ? 'exec failed' : null,
});

const hoj = (result: Ended, stdout = '', stderr = '') =>
  hojCheckerOutcome({ result, stdout: Buffer.from(stdout), stderr: Buffer.from(stderr) });

describe("the 'hoj' checker protocol", () => {
  it('maps its own exit codes: 0 and 100 AC, 101 PE, 102 WA, 103 SE', () => {
    expect(hoj(exited(0))).toMatchObject({
      status: SubmissionStatus.accepted,
      fraction: 1,
      systemError: null,
    });
    expect(hoj(exited(100)).status).toBe(SubmissionStatus.accepted);
    expect(hoj(exited(101)).status).toBe(SubmissionStatus.presentationError);
    expect(hoj(exited(102)).status).toBe(SubmissionStatus.wrongAnswer);
    const failed = hoj(exited(103), '', 'cannot read the answer');
    expect(failed.status).toBe(SubmissionStatus.systemError);
    expect(failed.systemError).toMatch(/exit 103.*cannot read the answer/);
  });

  it('reads a percentage on stdout for 99: PA with its share, AC at 100, SE when it is not one', () => {
    expect(hoj(exited(99), '40\n')).toMatchObject({
      status: SubmissionStatus.partialAccepted,
      fraction: 0.4,
    });
    expect(hoj(exited(99), '100')).toMatchObject({ status: SubmissionStatus.accepted, fraction: 1 });
    expect(hoj(exited(99), 'many').status).toBe(SubmissionStatus.systemError);
    expect(hoj(exited(99), '150').status).toBe(SubmissionStatus.systemError);
    expect(hoj(exited(99), '').status).toBe(SubmissionStatus.systemError);
  });

  it("maps testlib's codes: 1 WA, 2 PE, 3 FAIL (SE), 7 points", () => {
    expect(hoj(exited(1), '', 'wrong answer 1st numbers differ').status).toBe(SubmissionStatus.wrongAnswer);
    expect(hoj(exited(2), '', 'wrong output format Unexpected end of file').status).toBe(
      SubmissionStatus.presentationError,
    );
    expect(hoj(exited(3), '', 'FAIL answer file is broken').systemError).toMatch(/FAIL answer file/);
    expect(hoj(exited(7), '', 'points 25 quarter done')).toMatchObject({
      status: SubmissionStatus.partialAccepted,
      fraction: 0.25,
      message: 'points 25 quarter done',
    });
    expect(hoj(exited(7), '', 'points 100').status).toBe(SubmissionStatus.accepted);
    expect(hoj(exited(7), '', 'nothing').status).toBe(SubmissionStatus.systemError);
  });

  it("reads testlib's message prefix for other codes (other builds), else SE", () => {
    expect(hoj(exited(5), '', 'wrong answer expected 3').status).toBe(SubmissionStatus.wrongAnswer);
    expect(hoj(exited(16), '', 'partially correct (50) half')).toMatchObject({
      status: SubmissionStatus.partialAccepted,
      fraction: 0.5,
    });
    expect(hoj(exited(42), '', 'ok fine').status).toBe(SubmissionStatus.accepted);
    expect(hoj(exited(42)).systemError).toMatch(/unknown code 42/);
  });

  it('is SE, never a verdict, when the checker crashed, hung or could not run', () => {
    const crashed: Ended = { status: 'RE', reason: null, exit_code: null, signal: 11, error: null };
    expect(hoj(crashed).systemError).toMatch(/signal 11/);
    expect(hoj(stopped('TLE', 'cpu')).systemError).toMatch(/TLE \(cpu\)/);
    expect(hoj(stopped('MLE', 'memory')).status).toBe(SubmissionStatus.systemError);
    expect(hoj(stopped('OLE', 'stdout')).status).toBe(SubmissionStatus.systemError);
    expect(hoj(stopped('SE', null)).systemError).toMatch(/could not run: exec failed/);
  });
});

describe('checker feedback', () => {
  it('keeps the bytes a checker wrote, NUL and invalid UTF-8 included, trimmed of outer whitespace', () => {
    const said = Buffer.from([...Buffer.from('wrong answer got '), 0, 0xff, 0x0a]);
    const judged = hojCheckerOutcome({ result: exited(1), stdout: Buffer.alloc(0), stderr: said });
    expect(judged.status).toBe(SubmissionStatus.wrongAnswer);
    expect(Buffer.from(programTextBytes(judged.message))).toEqual(said.subarray(0, said.length - 1));
    const validated = kattisValidatorOutcome(
      {
        result: exited(43),
        stdout: Buffer.alloc(0),
        stderr: Buffer.alloc(0),
        judgeMessage: Buffer.from([0x80, 0x41]),
        scoreFile: null,
        scoreMultiplierFile: null,
      },
      null,
    );
    expect(validated.message).toEqual({ base64: Buffer.from([0x80, 0x41]).toString('base64') });
  });
});

describe("the 'kattis' validator protocol", () => {
  const validator = (
    result: Ended,
    {
      judgeMessage = '',
      ...files
    }: Partial<Omit<ValidatorRun, 'judgeMessage'>> & { judgeMessage?: string } = {},
  ): ValidatorRun => ({
    result,
    stdout: Buffer.alloc(0),
    stderr: Buffer.alloc(0),
    judgeMessage: Buffer.from(judgeMessage),
    scoreFile: null,
    scoreMultiplierFile: null,
    ...files,
  });

  it('accepts on 42 and rejects on 43 with judgemessage.txt as the message', () => {
    expect(kattisValidatorOutcome(validator(exited(42)), null).status).toBe(SubmissionStatus.accepted);
    expect(kattisValidatorOutcome(validator(exited(43), { judgeMessage: 'too big\n' }), null)).toMatchObject({
      status: SubmissionStatus.wrongAnswer,
      message: 'too big',
    });
  });

  it('is SE for any other exit, 0 included, and for a crash', () => {
    expect(kattisValidatorOutcome(validator(exited(0)), null).systemError).toMatch(/exited with 0/);
    expect(kattisValidatorOutcome(validator(exited(1)), null).status).toBe(SubmissionStatus.systemError);
    expect(kattisValidatorOutcome(validator(stopped('TLE', 'wall')), null).status).toBe(
      SubmissionStatus.systemError,
    );
  });

  it('reads score.txt against the case score, and score_multiplier.txt as a share, on scoring problems', () => {
    const scored = validator(exited(42), { scoreFile: '5\n' });
    expect(kattisValidatorOutcome(scored, 20)).toMatchObject({
      status: SubmissionStatus.partialAccepted,
      fraction: 0.25,
    });
    expect(kattisValidatorOutcome(validator(exited(42), { scoreFile: '20' }), 20).status).toBe(
      SubmissionStatus.accepted,
    );
    const share = validator(exited(42), { scoreMultiplierFile: '0.5' });
    expect(kattisValidatorOutcome(share, 30)).toMatchObject({ fraction: 0.5 });
    expect(kattisValidatorOutcome(validator(exited(42), { scoreFile: 'x' }), 10).status).toBe(
      SubmissionStatus.systemError,
    );
    // ACM problems have no case score: the score file does not matter.
    expect(kattisValidatorOutcome(scored, null).status).toBe(SubmissionStatus.accepted);
  });
});
