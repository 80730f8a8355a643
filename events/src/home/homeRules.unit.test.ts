import { describe, expect, it } from 'vitest';
import { daysUntil, examRule, examsRule, homeMessages } from './homeRules';

describe('the exams of the count-down', () => {
  it('takes a name and a real calendar day', () => {
    expect(examRule.parse({ name: ' NOIP 2025 ', date: '2025-11-29' })).toEqual({
      name: 'NOIP 2025',
      date: '2025-11-29',
    });
  });

  it('refuses days that do not exist or are not YYYY-MM-DD', () => {
    for (const date of ['2025-02-30', '2025-13-01', '29.11.2025', '2025-11-29T00:00:00Z', ''])
      expect(examRule.safeParse({ name: 'X', date }).error?.issues[0]?.message).toBe(homeMessages.examDate);
  });

  it('refuses an empty name and more than ten exams', () => {
    expect(examRule.safeParse({ name: '  ', date: '2025-11-29' }).error?.issues[0]?.message).toBe(
      homeMessages.examName,
    );
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `E${i}`, date: '2025-11-29' }));
    expect(examsRule.safeParse(eleven).error?.issues[0]?.message).toBe(homeMessages.tooManyExams);
  });

  it('counts whole calendar days, negative once passed', () => {
    expect(daysUntil('2025-11-29', '2025-11-27')).toBe(2);
    expect(daysUntil('2025-11-29', '2025-11-29')).toBe(0);
    expect(daysUntil('2025-09-20', '2025-11-29')).toBe(-70);
    expect(daysUntil('2026-03-01', '2026-02-28')).toBe(1);
  });
});
