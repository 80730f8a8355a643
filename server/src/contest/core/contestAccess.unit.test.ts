import { describe, expect, it } from 'vitest';
import { isContestAdmin } from './contestAccess';

describe('isContestAdmin', () => {
  const contest = { author_uid: 'author' };
  const viewer = (uid: string, roles: string[]) => ({ uid, roles });

  it('is the super admin, and the author while allowed to manage contests', () => {
    expect(isContestAdmin(viewer('someone', ['root']), contest)).toBe(true);
    expect(isContestAdmin(viewer('author', ['admin']), contest)).toBe(true);
    expect(isContestAdmin(viewer('someone', ['admin']), contest)).toBe(false);
    expect(isContestAdmin(null, contest)).toBe(false);
  });

  it('is the author while any admin role (problem admins manage contests too), not once a plain user', () => {
    expect(isContestAdmin(viewer('author', ['problem_admin']), contest)).toBe(true);
    expect(isContestAdmin(viewer('someone', ['problem_admin']), contest)).toBe(false);
    expect(isContestAdmin(viewer('author', ['user']), contest)).toBe(false);
  });
});
