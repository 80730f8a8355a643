import { describe, expect, it } from 'vitest';
import { formatLength, formatMemory, formatScore, formatSubmitTime, formatTime } from './format';

describe('submission units', () => {
  it('shows memory in KB, scaled by 1024 up to YB', () => {
    expect(formatMemory(0)).toBe('0 KB');
    expect(formatMemory(1023)).toBe('1023 KB');
    expect(formatMemory(1536)).toBe('1.5 MB');
    expect(formatMemory(3 * 1024 * 1024)).toBe('3 GB');
    expect(formatMemory(1024 ** 8)).toBe('1024 YB');
    expect(formatMemory(null)).toBe('--');
  });

  it('shows time in ms, length in B and a missing score as --', () => {
    expect(formatTime(12)).toBe('12 ms');
    expect(formatTime(null)).toBe('--');
    expect(formatLength(120)).toBe('120 B');
    expect(formatScore(null)).toBe('--');
    expect(formatScore(0)).toBe('0');
  });

  it('shows the submit time in the local zone as YYYY-MM-DD HH:mm:ss', () => {
    const at = new Date(2026, 10, 2, 3, 4, 5);
    expect(formatSubmitTime(at.toISOString())).toBe('2026-11-02 03:04:05');
    expect(formatSubmitTime('not a time')).toBe('not a time');
  });
});
