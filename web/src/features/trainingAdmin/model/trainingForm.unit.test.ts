import { trainingForm } from '@oj/events/contracts';
import { describe, expect, it } from 'vitest';
import { formErrors, numberInput } from '@/lib/formCheck';
import { chineseServerMessage } from '@/locales/serverMessages';

// The back office's training page and a group's training dialog check the routes' body (trainingBody).
const filled = {
  rank: 1000,
  title: 'Basics',
  description: 'Start here',
  auth: 'Public',
  privatePwd: '',
  categoryId: 1,
  status: true,
} as const;

describe('the training form (trainingForm over the route body trainingBody)', () => {
  it('refuses a blank title, no category and an empty rank box, each under its field in both languages', async () => {
    const errors = await formErrors(trainingForm, {
      ...filled,
      title: ' ',
      categoryId: 0,
      rank: numberInput(''),
    });
    expect(errors).toEqual({
      title: 'Title is required',
      categoryId: 'Category is required',
      rank: 'Rank is required',
    });
    expect(chineseServerMessage(errors.rank ?? '')).toBe('请输入排序值');
    expect(chineseServerMessage(errors.categoryId ?? '')).toBe('请选择分类');
  });

  it('asks a private training for its password', async () => {
    const errors = await formErrors(trainingForm, { ...filled, auth: 'Private' });
    expect(errors).toEqual({ privatePwd: 'The password is required for a private training' });
    expect(await formErrors(trainingForm, { ...filled, auth: 'Private', privatePwd: 'pw' })).toEqual({});
  });
});
