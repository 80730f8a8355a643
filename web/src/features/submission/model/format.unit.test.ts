import { describe, expect, it } from 'vitest';
import { formatScore } from './format';

describe('submission scores', () => {
  it('show a missing score as --', () => {
    expect(formatScore(null)).toBe('--');
    expect(formatScore(0)).toBe('0');
  });
});
