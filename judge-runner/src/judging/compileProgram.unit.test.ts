import { describe, expect, it } from 'vitest';
import type { RunResult } from '../sandbox/protocol';
import { compileWallMs, limitNote } from './compileProgram';
import { runResult } from './testSupport/runResults';

/** A compile a limit stopped: 10 s of CPU by default. */
const stopped = (fields: Partial<RunResult>): RunResult =>
  runResult({
    status: 'TLE',
    reason: 'cpu',
    cpu_ms: 10_003.2,
    wall_ms: 10_420,
    exit_code: null,
    signal: 9,
    ...fields,
  });

describe('the note under a compile that a limit ended', () => {
  it('says which clock ended it and what the compiler used', () => {
    expect(limitNote(stopped({}))).toBe('Compilation time limit exceeded (10.0 s of CPU time in 10.4 s).');
    // A compiler that barely ran before the wall clock ended it: the judge was busy, not the program heavy.
    expect(limitNote(stopped({ reason: 'wall', cpu_ms: 812.5, wall_ms: 21_004 }))).toBe(
      'Compilation time limit exceeded (wall clock; 0.8 s of CPU time in 21.0 s).',
    );
  });

  it('names the memory and output limits, and adds nothing to a compiler that failed by itself', () => {
    expect(limitNote(stopped({ status: 'RE', reason: null, exit_code: 1 }))).toBe('');
    expect(limitNote(stopped({ status: 'MLE', reason: 'memory' }))).toBe(
      'Compilation memory limit exceeded.',
    );
    expect(limitNote(stopped({ status: 'OLE', reason: 'file_size' }))).toBe(
      'Compilation output limit exceeded.',
    );
  });
});

describe("a compile's wall clock", () => {
  it('is a hang guard far above its CPU limit: at least a minute, three times the CPU limit beyond 20 s', () => {
    expect(compileWallMs(10_000)).toBe(60_000);
    expect(compileWallMs(3000)).toBe(60_000);
    expect(compileWallMs(30_000)).toBe(90_000);
  });
});
