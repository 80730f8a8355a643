import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SubmissionStatus } from '@oj/events';
import { describe, expect, it } from 'vitest';
import type { CheckerOutcome } from './checkerOutcome';
import { programRunFailure, runFailure, runTime } from './runFailure';
import { endedFirst, interactiveOutcome } from './runInteractor';
import { runResult } from './testSupport/runResults';

describe("a program's run as a case status", () => {
  it('maps TLE, MLE, RE and OLE (a status of its own, where the reference made it RE)', () => {
    expect(runFailure(runResult({}))).toBeNull();
    expect(runFailure(runResult({ status: 'TLE', reason: 'cpu' }))?.status).toBe(
      SubmissionStatus.timeLimitExceeded,
    );
    expect(runFailure(runResult({ status: 'MLE', reason: 'memory' }))?.status).toBe(
      SubmissionStatus.memoryLimitExceeded,
    );
    expect(runFailure(runResult({ status: 'OLE', reason: 'stdout' }))).toMatchObject({
      status: SubmissionStatus.outputLimitExceeded,
      message: 'Output limit exceeded',
    });
    expect(runFailure(runResult({ status: 'RE', exit_code: null, signal: 11 }))?.message).toBe(
      'Killed by signal 11 (SIGSEGV)',
    );
    expect(runFailure(runResult({ status: 'RE', exit_code: 3 }))?.message).toBe('Exit code 3');
  });

  it('is SE with the sandbox error for admins', () => {
    expect(runFailure(runResult({ status: 'SE', error: 'worker died' }))).toMatchObject({
      status: SubmissionStatus.systemError,
      systemError: 'sandbox: worker died',
    });
  });

  it('reports CPU time, or the wall clock for a run the wall clock ended', () => {
    expect(runTime(runResult({}))).toBe(12);
    expect(runTime(runResult({ status: 'TLE', reason: 'wall', wall_ms: 3000.4 }))).toBe(3000);
  });
});

describe('an interactive case', () => {
  const verdict = (status: CheckerOutcome['status']): CheckerOutcome => ({
    status,
    fraction: status === SubmissionStatus.accepted ? 1 : 0,
    message: 'interactor says',
    systemError: status === SubmissionStatus.systemError ? 'interactor crashed' : null,
  });
  const crashed = runFailure(runResult({ status: 'RE', exit_code: 1 }));
  const hung = runFailure(runResult({ status: 'TLE', reason: 'peer' }));

  it("takes the interactor's verdict when the program ended well", () => {
    expect(interactiveOutcome(null, verdict(SubmissionStatus.wrongAnswer), false).status).toBe(
      SubmissionStatus.wrongAnswer,
    );
    expect(interactiveOutcome(null, verdict(SubmissionStatus.accepted), false).status).toBe(
      SubmissionStatus.accepted,
    );
  });

  it("takes the program's failure when the interactor accepted or rejected only after the program ended", () => {
    expect(interactiveOutcome(crashed, verdict(SubmissionStatus.accepted), true).status).toBe(
      SubmissionStatus.runtimeError,
    );
    expect(interactiveOutcome(crashed, verdict(SubmissionStatus.wrongAnswer), false).status).toBe(
      SubmissionStatus.runtimeError,
    );
  });

  it("takes the interactor's rejection when it came first (the program then crashed or hung)", () => {
    expect(interactiveOutcome(crashed, verdict(SubmissionStatus.wrongAnswer), true).status).toBe(
      SubmissionStatus.wrongAnswer,
    );
    expect(interactiveOutcome(hung, verdict(SubmissionStatus.wrongAnswer), true).status).toBe(
      SubmissionStatus.wrongAnswer,
    );
  });

  it('is SE when the interactor failed, unless the program had hit a limit of its own first', () => {
    expect(interactiveOutcome(crashed, verdict(SubmissionStatus.systemError), true).systemError).toBe(
      'interactor crashed',
    );
    expect(interactiveOutcome(crashed, verdict(SubmissionStatus.systemError), false).status).toBe(
      SubmissionStatus.systemError,
    );
    const overTime = runFailure(runResult({ status: 'TLE', reason: 'cpu' }));
    const overOutput = runFailure(runResult({ status: 'OLE', reason: 'stdout' }));
    // The interactor, left without its peer, failed afterwards: the program's limit decides.
    expect(interactiveOutcome(overTime, verdict(SubmissionStatus.systemError), false)).toMatchObject({
      status: SubmissionStatus.timeLimitExceeded,
      systemError: null,
    });
    expect(interactiveOutcome(overOutput, verdict(SubmissionStatus.systemError), false).status).toBe(
      SubmissionStatus.outputLimitExceeded,
    );
    expect(interactiveOutcome(overTime, verdict(SubmissionStatus.systemError), true).status).toBe(
      SubmissionStatus.systemError,
    );
  });

  it('knows the interactor ended first when the program outlived it, or ended clearly later', () => {
    expect(endedFirst({ ended_ms: 5900 }, { reason: 'peer', ended_ms: 5900 })).toBe(true);
    expect(endedFirst({ ended_ms: 5300 }, { reason: null, ended_ms: 5340 })).toBe(true);
    expect(endedFirst({ ended_ms: 5003 }, { reason: null, ended_ms: 5001 })).toBe(false);
    expect(endedFirst({ ended_ms: 5002 }, { reason: null, ended_ms: 5002.5 })).toBe(false);
    // A JVM dying of the end of its input 3 ms after the validator's rejection: the rejection decides.
    expect(endedFirst({ ended_ms: 5002 }, { reason: null, ended_ms: 5005 })).toBe(true);
  });
});

describe('a runtime that reports its own heap running out', () => {
  const java = { outOfMemoryMarkers: ['java.lang.OutOfMemoryError'] };

  async function withStderr(text: string, check: (stderr: string) => Promise<void>) {
    const dir = await mkdtemp(path.join(tmpdir(), 'oj-oom-'));
    try {
      const stderr = path.join(dir, 'case.err');
      await writeFile(stderr, text);
      await check(stderr);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('is a Memory Limit Exceeded when the language names the marker and stderr holds it', async () => {
    const oom = 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space\n\tat Main.main';
    await withStderr(oom, async (stderr) => {
      const failed = { result: runResult({ status: 'RE', exit_code: 1 }), output: '', stderr };
      expect((await programRunFailure(failed, java))?.status).toBe(SubmissionStatus.memoryLimitExceeded);
      // Languages without markers keep the runtime error, and so does a clean exit.
      expect((await programRunFailure(failed, {}))?.status).toBe(SubmissionStatus.runtimeError);
      expect(await programRunFailure({ ...failed, result: runResult({}) }, java)).toBeNull();
    });
    await withStderr(
      'Exception in thread "main" java.lang.ArithmeticException: / by zero',
      async (stderr) => {
        const failed = { result: runResult({ status: 'RE', exit_code: 1 }), output: '', stderr };
        expect((await programRunFailure(failed, java))?.status).toBe(SubmissionStatus.runtimeError);
      },
    );
  });
});
