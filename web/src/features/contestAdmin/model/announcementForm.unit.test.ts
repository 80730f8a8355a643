import { contestAnnouncementForm, groupAnnouncementFields } from '@oj/events/contracts';
import { describe, expect, it } from 'vitest';
import { formErrors } from '@/lib/formCheck';
import { chineseServerMessage } from '@/locales/serverMessages';

// The contest's and the group's announcement dialogs check the bodies their routes take.
describe('the announcement dialogs (contestAnnouncementForm, groupAnnouncementFields)', () => {
  it('refuse a blank title and content, each under its field, in both languages', async () => {
    const errors = await formErrors(contestAnnouncementForm, { title: ' ', content: '\n' });
    expect(errors).toEqual({ title: 'Title is required', content: 'Content is required' });
    expect(chineseServerMessage(errors.title ?? '')).toBe('请输入标题');
    expect(chineseServerMessage(errors.content ?? '')).toBe('请输入内容');
    expect(await formErrors(groupAnnouncementFields, { title: '', content: 'x', visible: true })).toEqual({
      title: 'Title is required',
    });
  });

  it('refuse a title over 255 characters and take a trimmed one', async () => {
    const errors = await formErrors(contestAnnouncementForm, { title: 't'.repeat(256), content: 'x' });
    expect(errors).toEqual({ title: 'Title can not exceed 255' });
    expect(contestAnnouncementForm.parse({ title: ' Fix ', content: 'B is fixed' })).toEqual({
      title: 'Fix',
      content: 'B is fixed',
    });
  });
});
