import { SubmissionStatus } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { compareOutput } from './compareOutput';

const compare = (output: string, answer: string, removeEndBlank: boolean) =>
  compareOutput(Buffer.from(output), Buffer.from(answer), removeEndBlank);

describe('the default comparison with remove end blank on', () => {
  it('accepts identical output', () => {
    expect(compare('1 2\n3\n', '1 2\n3\n', true)).toBe(SubmissionStatus.accepted);
  });

  it('ignores trailing whitespace on each line, CRLF line ends and blank lines at the end', () => {
    expect(compare('1 2  \t\r\n3\r\n\n\n  \n', '1 2\n3', true)).toBe(SubmissionStatus.accepted);
    expect(compare('1 2\n3', '1 2 \n3\n\n', true)).toBe(SubmissionStatus.accepted);
  });

  it('is WA for any other difference: inner or leading spaces, blank lines inside, other text', () => {
    expect(compare('1  2\n3\n', '1 2\n3\n', true)).toBe(SubmissionStatus.wrongAnswer);
    expect(compare(' 1 2\n3\n', '1 2\n3\n', true)).toBe(SubmissionStatus.wrongAnswer);
    expect(compare('1 2\n\n3\n', '1 2\n3\n', true)).toBe(SubmissionStatus.wrongAnswer);
    expect(compare('1 2\n4\n', '1 2\n3\n', true)).toBe(SubmissionStatus.wrongAnswer);
    expect(compare('', '1\n', true)).toBe(SubmissionStatus.wrongAnswer);
  });

  it('accepts an empty output for an empty or blank answer', () => {
    expect(compare('', '\n\n', true)).toBe(SubmissionStatus.accepted);
  });

  it('compares bytes: UTF-8 text, and no Unicode space counts as blank', () => {
    expect(compare('héllo\n', 'héllo', true)).toBe(SubmissionStatus.accepted);
    expect(compare('a\u00a0\n', 'a\n', true)).toBe(SubmissionStatus.wrongAnswer);
  });

  it('stays linear on hostile whitespace (a long run of blanks before the last character)', () => {
    const output = `${' '.repeat(5_000_000)}x\n`;
    const started = performance.now();
    expect(compare(output, 'x\n', true)).toBe(SubmissionStatus.wrongAnswer);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('the default comparison with remove end blank off', () => {
  it('accepts only identical bytes', () => {
    expect(compare('1 2\n', '1 2\n', false)).toBe(SubmissionStatus.accepted);
  });

  it('is PE when the output equals the answer once all whitespace is gone', () => {
    expect(compare('1 2 \n', '1 2\n', false)).toBe(SubmissionStatus.presentationError);
    expect(compare('1\n2\n', '1 2\n', false)).toBe(SubmissionStatus.presentationError);
    expect(compare('12', '1 2\n', false)).toBe(SubmissionStatus.presentationError);
  });

  it('is WA otherwise', () => {
    expect(compare('1 3\n', '1 2\n', false)).toBe(SubmissionStatus.wrongAnswer);
    expect(compare('', '1\n', false)).toBe(SubmissionStatus.wrongAnswer);
  });
});
