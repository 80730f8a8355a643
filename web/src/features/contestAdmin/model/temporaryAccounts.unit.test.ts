import { describe, expect, it } from 'vitest';
import { temporaryAccountsForm } from './temporaryAccounts';

const messagesOf = (input: unknown) => {
  const parsed = temporaryAccountsForm.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the temporary accounts form', () => {
  it('accepts a range within the limits', () => {
    expect(messagesOf({ prefix: 'team', from: 1, to: 500, suffix: '' })).toEqual([]);
  });

  it('names the field and the rule of each refusal', () => {
    expect(messagesOf({ prefix: ' ', from: 1, to: 2, suffix: '' })).toEqual(['prefix:prefixRequired']);
    expect(messagesOf({ prefix: 'p', from: 5, to: 4, suffix: '' })).toEqual(['to:rangeReversed']);
    expect(messagesOf({ prefix: 'p', from: 1, to: 501, suffix: '' })).toEqual(['to:tooMany']);
    expect(messagesOf({ prefix: 'p', from: Number.NaN, to: 2, suffix: '' })).toEqual(['from:numberRequired']);
    // 'onsite-contest-' + '100' + 'xy' is 20 characters; one more is too long.
    expect(messagesOf({ prefix: 'onsite-contest-', from: 1, to: 100, suffix: 'xy' })).toEqual([]);
    expect(messagesOf({ prefix: 'onsite-contest-', from: 1, to: 100, suffix: 'xyz' })).toEqual([
      'prefix:tooLong',
    ]);
  });
});
