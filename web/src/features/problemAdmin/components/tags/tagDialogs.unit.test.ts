import { classificationForm, tagForm } from '@oj/events/contracts';
import { describe, expect, it } from 'vitest';
import { formErrors, numberInput } from '@/lib/formCheck';
import { chineseServerMessage } from '@/locales/serverMessages';

describe('the tag dialog (the server body rule tagForm)', () => {
  it('refuses an empty tag name, with the message in both languages', async () => {
    const errors = await formErrors(tagForm, { name: '  ', color: '', oj: 'ME', tcid: null });
    expect(errors).toEqual({ name: 'The tag name is required' });
    expect(chineseServerMessage(errors.name ?? '')).toBe('请输入标签名称');
  });

  it('refuses a colour that is not hex and a bank with spaces, each under its field', async () => {
    const errors = await formErrors(tagForm, { name: 'dp', color: 'red', oj: 'no spaces', tcid: null });
    expect(errors.color).toBe('The colour must be a hex colour like #3b82f6');
    expect(chineseServerMessage(errors.oj ?? '')).toBe('OJ 只能使用字母、数字、- 和 _（最多 20 个）');
  });

  it('takes an empty colour and sends the bank in upper case', async () => {
    expect(await formErrors(tagForm, { name: ' dp ', color: '', oj: 'hdu', tcid: 3 })).toEqual({});
    expect(tagForm.parse({ name: ' dp ', color: '', oj: 'hdu', tcid: 3 })).toEqual({
      name: 'dp',
      color: '',
      oj: 'HDU',
      tcid: 3,
    });
  });
});

describe('the classification dialog (the server body rule classificationForm)', () => {
  it('refuses an empty name and a rank box left empty or holding a fraction', async () => {
    const empty = await formErrors(classificationForm, { name: '', oj: 'ME', rank: numberInput('') });
    expect(empty).toEqual({
      name: 'The classification name is required',
      rank: 'Rank must be between 0 and 2147483647',
    });
    expect(chineseServerMessage(empty.rank ?? '')).toBe('排序值应在 0 到 2147483647 之间');
    const fraction = await formErrors(classificationForm, {
      name: 'Basics',
      oj: 'ME',
      rank: numberInput('1.5'),
    });
    expect(fraction).toEqual({ rank: 'Rank must be between 0 and 2147483647' });
  });

  it('takes a whole rank typed in the box', async () => {
    expect(
      await formErrors(classificationForm, { name: 'Basics', oj: 'ME', rank: numberInput(' 7 ') }),
    ).toEqual({});
  });
});
