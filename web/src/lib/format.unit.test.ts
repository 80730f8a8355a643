import { describe, expect, it } from 'vitest';
import { formatLength, formatMemory, formatTime } from './format';

describe('units', () => {
  it('show memory in KB, scaled by 1024 up to YB', () => {
    expect(formatMemory(0)).toBe('0 KB');
    expect(formatMemory(1023)).toBe('1023 KB');
    expect(formatMemory(1536)).toBe('1.5 MB');
    expect(formatMemory(8048)).toBe('7.86 MB');
    expect(formatMemory(3 * 1024 * 1024)).toBe('3 GB');
    expect(formatMemory(1024 ** 8)).toBe('1024 YB');
    expect(formatMemory(null)).toBe('--');
  });

  it('show time in ms and length in B', () => {
    expect(formatTime(12)).toBe('12 ms');
    expect(formatTime(null)).toBe('--');
    expect(formatLength(120)).toBe('120 B');
  });
});
