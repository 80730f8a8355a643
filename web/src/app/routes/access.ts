import type { SiteConfig, SiteSwitch } from '@/lib/siteConfig';
import { hasAdminRole, isSuperAdmin } from '@/lib/userInfo';
import { paths } from './paths';

/** What a route asks of the reader before it opens (spec 03 §2.2). */
export type Requirement =
  | 'login'
  | 'superAdmin'
  /** The back office: signed in with an admin role. */
  | 'admin'
  /** Any other back-office path (its 404): signed in, else the admin login. */
  | 'signedInAdminPath'
  /** An area the administrator can close, e.g. the public discussions. */
  | { siteSwitch: SiteSwitch };

export interface AccessContext {
  signedIn: boolean;
  roles: readonly string[];
  /** Undefined when the site config could not be loaded: gated areas then stay closed. */
  config: Pick<SiteConfig, SiteSwitch> | undefined;
}

export type AccessDecision =
  | { allowed: true }
  | {
      allowed: false;
      to: string;
      message: 'loginFirst' | 'adminLoginFirst' | 'adminAccountNeeded' | 'noAccess';
      /** A visitor's leftover token or user is cleared on the way out. */
      clearSession: boolean;
    };

type Refusal = Extract<AccessDecision, { allowed: false }>;

const loginFirst: Refusal = { allowed: false, to: paths.login, message: 'loginFirst', clearSession: true };

/** Admin paths send whoever lacks an admin role to the admin login (spec 03 §2.2). */
const adminLoginFirst = (signedIn: boolean): Refusal => ({
  allowed: false,
  to: paths.adminLogin,
  message: 'adminLoginFirst',
  clearSession: !signedIn,
});

export function decideAccess(
  requirement: Requirement,
  { signedIn, roles, config }: AccessContext,
): AccessDecision {
  if (typeof requirement === 'object') {
    return config?.[requirement.siteSwitch]
      ? { allowed: true }
      : { allowed: false, to: paths.login, message: 'noAccess', clearSession: false };
  }
  switch (requirement) {
    case 'login':
      return signedIn ? { allowed: true } : loginFirst;
    case 'superAdmin':
      if (!signedIn || !hasAdminRole(roles)) return adminLoginFirst(signedIn);
      if (isSuperAdmin(roles)) return { allowed: true };
      // A signed-in admin stays signed in and lands on the dashboard, told why (spec 03 §8).
      return { allowed: false, to: paths.adminDashboard, message: 'adminAccountNeeded', clearSession: false };
    case 'admin':
      return signedIn && hasAdminRole(roles) ? { allowed: true } : adminLoginFirst(signedIn);
    case 'signedInAdminPath':
      return signedIn ? { allowed: true } : adminLoginFirst(false);
    default: {
      const unhandled: never = requirement;
      return unhandled;
    }
  }
}
