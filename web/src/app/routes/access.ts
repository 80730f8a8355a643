import type { SiteConfig, SiteSwitch } from '@/lib/siteConfig';
import { hasAdminRole, isSuperAdmin } from '@/lib/userInfo';
import { paths } from './paths';

/** What a route asks of the reader before it opens (spec 03 §2.2). */
export type Requirement =
  | 'login'
  | 'superAdmin'
  /** The back office: signed in with an admin role. */
  | 'admin'
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
      message: 'loginFirst' | 'adminLoginFirst' | 'noAccess';
      /** A visitor's leftover token or user is cleared on the way out. */
      clearSession: boolean;
    };

type Refusal = Extract<AccessDecision, { allowed: false }>;

const loginFirst: Refusal = { allowed: false, to: paths.login, message: 'loginFirst', clearSession: true };

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
      if (!signedIn) return loginFirst;
      return isSuperAdmin(roles) ? { allowed: true } : { ...loginFirst, clearSession: false };
    case 'admin':
      if (signedIn && hasAdminRole(roles)) return { allowed: true };
      return { allowed: false, to: paths.adminLogin, message: 'adminLoginFirst', clearSession: !signedIn };
    default: {
      const unhandled: never = requirement;
      return unhandled;
    }
  }
}
