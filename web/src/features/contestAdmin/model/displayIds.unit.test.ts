import { describe, expect, it } from 'vitest';
import { nextDisplayId } from './displayIds';

describe('nextDisplayId', () => {
  it('takes the first free letter, then letters with a number', () => {
    expect(nextDisplayId([])).toBe('A');
    expect(nextDisplayId(['A', 'c', 'B'])).toBe('D');
    const alphabet = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
    expect(nextDisplayId(alphabet)).toBe('A1');
  });
});
