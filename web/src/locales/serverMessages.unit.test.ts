import { expect, it } from 'vitest';
import { chineseServerMessage } from './serverMessages';

it('translates the messages the server is known to send, including those with a number', () => {
  expect(chineseServerMessage('Email Check Format')).toBe('邮箱格式不正确');
  expect(chineseServerMessage('Please wait 42 seconds before asking for another code')).toBe(
    '请等待 42 秒后再获取验证码',
  );
  expect(chineseServerMessage('Something new')).toBeUndefined();
});

it('translates the submit refusals, with their wait and language', () => {
  expect(chineseServerMessage('Submitting too often: please wait 3 more seconds')).toBe(
    '提交过于频繁，请再等待 3 秒',
  );
  expect(chineseServerMessage('The language Brainfuck is not allowed for this problem')).toBe(
    '该题不允许使用 Brainfuck 语言',
  );
});

it('translates the tag refusals, naming the tag and its bank', () => {
  expect(chineseServerMessage('The tag "Greedy" already exists in ME')).toBe(
    '题库 ME 中已存在标签「Greedy」',
  );
  expect(chineseServerMessage('The tag classification "Basics" already exists in HDU')).toBe(
    '题库 HDU 中已存在标签分类「Basics」',
  );
});

it('translates the discussion refusals, with their counts and names', () => {
  expect(chineseServerMessage('Content can not exceed 65535')).toBe('内容不能超过 65535 个字符');
  expect(chineseServerMessage('You need 10 accepted problems before posting a discussion')).toBe(
    '需要通过 10 道题目后才能发布讨论',
  );
  expect(chineseServerMessage('You can post at most 5 discussions a day')).toBe('每天最多发布 5 个讨论');
  expect(chineseServerMessage('The category "Hints" already exists')).toBe('分类「Hints」已存在');
});

it('translates the comment refusals, with the accepted count', () => {
  expect(chineseServerMessage('Content cannot be empty')).toBe('内容不能为空');
  expect(chineseServerMessage('Content can not exceed 10000')).toBe('内容不能超过 10000 个字符');
  expect(chineseServerMessage('You need 3 accepted problems before commenting')).toBe(
    '需要通过 3 道题目后才能评论',
  );
  expect(chineseServerMessage('Admin comments cannot be replied to during the contest')).toBe(
    '比赛进行中，不能回复管理员的评论',
  );
});

it('translates the group refusals, with the site limits', () => {
  expect(chineseServerMessage('The group code is wrong')).toBe('团队邀请码错误');
  expect(chineseServerMessage('You need at least 20 accepted problems to create a group')).toBe(
    '需要通过至少 20 道题目才能创建团队',
  );
  expect(chineseServerMessage('You may create at most 2 groups a day')).toBe('每天最多创建 2 个团队');
});

it('translates the remote judging refusals, naming the bank and the problem', () => {
  expect(chineseServerMessage('The problem HDU-1000 has been imported already')).toBe(
    '题目 HDU-1000 已经导入过',
  );
  expect(chineseServerMessage('HDU has no problem 4242')).toBe('HDU 没有题目 4242');
  expect(chineseServerMessage('No POJ account named vj1')).toBe('没有名为 vj1 的 POJ 账号');
  expect(chineseServerMessage('3 remote runners took the fetch and went silent')).toBe(
    '3 台远程评测机领取了该抓取任务后都失去了响应',
  );
  expect(
    chineseServerMessage(
      'No remote runner of POJ was seen for 5 minutes: start one, then import the problem again',
    ),
  ).toBe('5 分钟内没有 POJ 的远程评测机在线：请启动一台，然后重新导入该题目');
  expect(chineseServerMessage('Only a submission that failed to submit can be resubmitted')).toBe(
    '只有提交失败的提交才能重新提交',
  );
});

it('translates the import job refusals and the reason a job whose server stopped failed', () => {
  expect(chineseServerMessage('Only an import job whose server stopped can be started again')).toBe(
    '只有因服务器中止而失败的导入任务可以重新开始',
  );
  expect(chineseServerMessage('The uploaded file big.zip is gone: upload the files again')).toBe(
    '上传的文件 big.zip 已不存在：请重新上传',
  );
  expect(
    chineseServerMessage(
      'The server running this import stopped (no sign of it since 2026-11-27T16:00:00.000Z): nothing was imported by it after that; start the job again.',
    ),
  ).toBe(
    '运行此导入的服务器已中止（2026-11-27T16:00:00.000Z 之后再无响应）：此后未再导入任何题目，请重新开始该任务。',
  );
});
