import { describe, expect, it } from 'vitest';
import { checkContestProblem } from './contestProblemRules';
import { nextDisplayId } from './display';

const keys = (
  input: { displayId: string; displayTitle: string; color: string | null },
  taken: string[] = [],
) => checkContestProblem(input, taken).map((f) => f.key);

describe('a contest problem', () => {
  it('needs a display id and title; the colour is optional but must be hex', () => {
    expect(keys({ displayId: 'A', displayTitle: 'Sum', color: null })).toEqual([]);
    expect(keys({ displayId: ' ', displayTitle: '', color: 'gold' })).toEqual([
      'displayIdRequired',
      'displayTitleRequired',
      'colour',
    ]);
    expect(keys({ displayId: 'A 1', displayTitle: 'Sum', color: '#e6bf25' })).toEqual(['displayIdFormat']);
  });

  it('refuses a display id another problem of the contest has, whatever its case', () => {
    expect(keys({ displayId: 'b', displayTitle: 'Sum', color: null }, ['A', 'B'])).toEqual([
      'displayIdTaken',
    ]);
  });

  it('gets the first free letter by default', () => {
    expect(nextDisplayId([])).toBe('A');
    expect(nextDisplayId(['A', 'b', 'D'])).toBe('C');
    expect(nextDisplayId(Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)))).toBe('27');
  });
});
