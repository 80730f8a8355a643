import { describe, expect, it } from 'vitest';
import { accountsCsv } from './accountSheet';

describe('the accounts CSV', () => {
  it('is a header and one line per account, quoting what needs it', () => {
    expect(
      accountsCsv([
        { username: 'team1', password: 'abc123' },
        { username: 'a,"b"', password: 'x' },
      ]),
    ).toBe('username,password\r\nteam1,abc123\r\n"a,""b""",x\r\n');
  });
});
