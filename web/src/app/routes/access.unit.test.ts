import { describe, expect, it } from 'vitest';
import { type AccessContext, decideAccess } from './access';

const visitor: AccessContext = { signedIn: false, roles: [], config: undefined };
const user: AccessContext = { signedIn: true, roles: ['user'], config: undefined };
const admin: AccessContext = { signedIn: true, roles: ['problem_admin'], config: undefined };
const root: AccessContext = { signedIn: true, roles: ['root'], config: undefined };

describe('decideAccess', () => {
  it('sends visitors of login-only pages to /login with "Please login first", clearing the session', () => {
    expect(decideAccess('login', visitor)).toEqual({
      allowed: false,
      to: '/login',
      message: 'loginFirst',
      clearSession: true,
    });
    expect(decideAccess('login', user)).toEqual({ allowed: true });
  });

  it('lets only root into super-admin pages, sending other admins to the dashboard, still signed in', () => {
    expect(decideAccess('superAdmin', visitor)).toMatchObject({
      to: '/admin/login',
      message: 'adminLoginFirst',
      clearSession: true,
    });
    expect(decideAccess('superAdmin', user)).toMatchObject({ to: '/admin/login', clearSession: false });
    expect(decideAccess('superAdmin', admin)).toEqual({
      allowed: false,
      to: '/admin/dashboard',
      message: 'adminAccountNeeded',
      clearSession: false,
    });
    expect(decideAccess('superAdmin', root)).toEqual({ allowed: true });
  });

  it('sends everyone without an admin role to the admin login', () => {
    for (const reader of [visitor, user]) {
      expect(decideAccess('admin', reader)).toMatchObject({
        allowed: false,
        to: '/admin/login',
        message: 'adminLoginFirst',
      });
    }
    expect(decideAccess('admin', admin)).toEqual({ allowed: true });
    expect(decideAccess('admin', root)).toEqual({ allowed: true });
  });

  it('shows unknown admin paths to anyone signed in, and sends visitors to the admin login', () => {
    expect(decideAccess('signedInAdminPath', user)).toEqual({ allowed: true });
    expect(decideAccess('signedInAdminPath', visitor)).toEqual({
      allowed: false,
      to: '/admin/login',
      message: 'adminLoginFirst',
      clearSession: true,
    });
  });

  it('says No Access for an area whose switch is off, or when the config is unknown', () => {
    const closed = { openPublicDiscussion: false, openGroupDiscussion: true, openContestComment: false };
    const requirement = { siteSwitch: 'openPublicDiscussion' } as const;
    const refused = { allowed: false, to: '/login', message: 'noAccess', clearSession: false };
    expect(decideAccess(requirement, { ...user, config: closed })).toEqual(refused);
    expect(decideAccess(requirement, root)).toEqual(refused);
    expect(decideAccess({ siteSwitch: 'openGroupDiscussion' }, { ...visitor, config: closed })).toEqual({
      allowed: true,
    });
  });
});
