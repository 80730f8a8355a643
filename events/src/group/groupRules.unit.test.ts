import { describe, expect, it } from 'vitest';
import { groupProblemId, splitGroupProblemId } from './groupRules';

describe("a group problem's ID prefix", () => {
  it('is put in front of a bare ID and kept, in whatever case, on one that has it', () => {
    expect(groupProblemId('class', 'A1')).toBe('classA1');
    expect(groupProblemId('class', 'classA1')).toBe('classA1');
    expect(groupProblemId('class', 'CLASS-A1')).toBe('CLASS-A1');
    expect(groupProblemId('class', 'clas')).toBe('classclas');
  });

  it('is taken off for the form as the ID spells it, so saving gives back the same ID', () => {
    expect(splitGroupProblemId('class', 'CLASSa1')).toEqual({ prefix: 'CLASS', rest: 'a1' });
    expect(splitGroupProblemId('class', 'other')).toEqual({ prefix: 'class', rest: 'other' });
    const { prefix, rest } = splitGroupProblemId('class', 'ClAsS-7');
    expect(groupProblemId(prefix, rest)).toBe('ClAsS-7');
  });
});
