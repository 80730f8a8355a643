import { describe, expect, it } from 'vitest';
import { commentContentRule, quoteOf } from './commentRules';

describe('comment rules', () => {
  it('takes content as written, refusing blank and over 10000 characters with the spec messages', () => {
    expect(commentContentRule.parse('  **hi**  ')).toBe('  **hi**  ');
    expect(commentContentRule.safeParse(' \n ').error?.issues[0]?.message).toBe('Content cannot be empty');
    expect(commentContentRule.safeParse('x'.repeat(10_001)).error?.issues[0]?.message).toBe(
      'Content can not exceed 10000',
    );
    expect(commentContentRule.safeParse('x'.repeat(10_000)).success).toBe(true);
  });

  it('quotes on one line, at most 100 characters', () => {
    expect(quoteOf('line one\n\nline  two')).toBe('line one line two');
    const long = quoteOf('y'.repeat(300));
    expect(long).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
  });
});
