import { RoleCode, type RoleName } from '@oj/events';

/**
 * What each role code of the admin filter (`RoleCode`, spec 01 section 3) allows. A user has exactly one
 * code; the role list and permissions clients see are derived from it.
 */
export type Permission = 'submit' | 'discuss' | 'comment';

export function roleListOf(roleCode: number): RoleName[] {
  if (roleCode === RoleCode.root) return ['root'];
  if (roleCode === RoleCode.admin) return ['admin'];
  if (roleCode === RoleCode.problemAdmin) return ['problem_admin'];
  return ['user'];
}

const restrictions: Record<number, readonly Permission[]> = {
  [RoleCode.noSubmit]: ['submit'],
  [RoleCode.noDiscussion]: ['discuss'],
  [RoleCode.muted]: ['discuss', 'comment'],
  [RoleCode.noSubmitNoDiscussion]: ['submit', 'discuss'],
  [RoleCode.noSubmitMuted]: ['submit', 'discuss', 'comment'],
};

export function permissionsOf(roleCode: number): Permission[] {
  const denied = restrictions[roleCode] ?? [];
  return (['submit', 'discuss', 'comment'] as const).filter((p) => !denied.includes(p));
}

export const isAdminRole = (roles: readonly string[]) =>
  roles.some((r) => r === 'root' || r === 'admin' || r === 'problem_admin');
export const isSuperAdmin = (roles: readonly string[]) => roles.includes('root');
