import { describe, expect, it } from 'vitest';
import { administersContest } from './userInfo';

describe('administersContest', () => {
  const author = (roleList: string[]) => ({ uid: 'a1', roleList });

  it('is the super admin, or the author while an admin', () => {
    expect(administersContest({ uid: 'r1', roleList: ['root'] }, 'a1')).toBe(true);
    expect(administersContest(author(['admin']), 'a1')).toBe(true);
    expect(administersContest({ uid: 'x1', roleList: ['admin'] }, 'a1')).toBe(false);
  });

  it('is the author while a problem admin (every admin role manages contests), not once a plain user', () => {
    expect(administersContest(author(['problem_admin']), 'a1')).toBe(true);
    expect(administersContest(author(['user']), 'a1')).toBe(false);
  });
});
