import { reportForm } from '@oj/events/contracts';
import { describe, expect, it } from 'vitest';
import { formErrors } from '@/lib/formCheck';
import { chineseServerMessage } from '@/locales/serverMessages';

describe('the report dialog (reportForm over the route rule reportContentRule)', () => {
  it('refuses no label and no reason, the message under the reason in both languages', async () => {
    const errors = await formErrors(reportForm, { labels: [], reason: '   ' });
    expect(errors).toEqual({ reason: 'The report label and reason cannot be empty' });
    expect(chineseServerMessage(errors.reason ?? '')).toBe('举报标签和原因不能同时为空');
  });

  it('refuses a reason over 200 characters', async () => {
    expect(await formErrors(reportForm, { labels: ['Spam ads'], reason: 'r'.repeat(201) })).toEqual({
      reason: 'Reason can not exceed 200',
    });
  });

  it('hands over the content the route takes: the labels, then the reason', async () => {
    expect(await formErrors(reportForm, { labels: ['Spam ads'], reason: '' })).toEqual({});
    expect(reportForm.parse({ labels: ['Spam ads', 'Plagiarism'], reason: ' copied ' })).toBe(
      '#Spam ads# #Plagiarism# copied',
    );
  });
});
