import { describe, expect, it } from 'vitest';
import {
  discussionForm,
  parseReportContent,
  problemTitle,
  reportContent,
  reportContentRule,
} from './discussionRules';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the discussion form', () => {
  it('names the first missing or oversized field', () => {
    const good = { title: 'T', description: 'D', categoryId: 1, content: 'C', topPriority: false };
    expect(discussionForm.safeParse(good).success).toBe(true);
    expect(messageOf(discussionForm.safeParse({ ...good, title: '  ' }))).toBe('Title is required');
    expect(messageOf(discussionForm.safeParse({ ...good, categoryId: undefined }))).toBe(
      'Category is required',
    );
    expect(messageOf(discussionForm.safeParse({ ...good, description: 'x'.repeat(256) }))).toBe(
      'Description can not exceed 255',
    );
    expect(messageOf(discussionForm.safeParse({ ...good, content: 'x'.repeat(65_536) }))).toBe(
      'Content can not exceed 65535',
    );
  });

  it('prefixes a problem discussion once', () => {
    expect(problemTitle('P1000', 'Why WA?')).toBe('[P1000] Why WA?');
    expect(problemTitle('P1000', '[P1000] Why WA?')).toBe('[P1000] Why WA?');
    expect(problemTitle(null, 'Why WA?')).toBe('Why WA?');
  });
});

describe('report content', () => {
  it('is the labels as #label# then the reason, and reads back the same', () => {
    const content = reportContent(['Spam ads', 'Plagiarism'], ' copied from elsewhere ');
    expect(content).toBe('#Spam ads# #Plagiarism# copied from elsewhere');
    expect(parseReportContent(content)).toEqual({
      labels: ['Spam ads', 'Plagiarism'],
      reason: 'copied from elsewhere',
    });
  });

  it('needs a known label or a reason of at most 200 characters', () => {
    expect(messageOf(reportContentRule.safeParse(reportContent([], '')))).toBe(
      'The report label and reason cannot be empty',
    );
    expect(reportContentRule.safeParse('#Obscene content#').success).toBe(true);
    expect(reportContentRule.safeParse('just rude').success).toBe(true);
    expect(messageOf(reportContentRule.safeParse('#Cheap watches#'))).toBe('Unknown report label');
    expect(messageOf(reportContentRule.safeParse(`#Spam ads# ${'x'.repeat(201)}`))).toBe(
      'Reason can not exceed 200',
    );
  });
});
