import { expect, it } from 'vitest';
import { chineseServerMessage } from './serverMessages';

it('translates the messages the server is known to send, including those with a number', () => {
  expect(chineseServerMessage('Email Check Format')).toBe('邮箱格式不正确');
  expect(chineseServerMessage('Please wait 42 seconds before asking for another code')).toBe(
    '请等待 42 秒后再获取验证码',
  );
  expect(chineseServerMessage('Something new')).toBeUndefined();
});
