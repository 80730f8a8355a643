/**
 * Role codes of the admin filter (spec 01 section 3) and what each allows. A user has exactly one
 * code; the role list and permissions clients see are derived from it.
 */
export const ROLE = {
  root: 1000,
  admin: 1001,
  user: 1002,
  noSubmit: 1003,
  noDiscussion: 1004,
  muted: 1005,
  noSubmitNoDiscussion: 1006,
  noSubmitMuted: 1007,
  problemAdmin: 1008,
} as const;

export type RoleName = 'root' | 'admin' | 'problem_admin' | 'user';
export type Permission = 'submit' | 'discuss' | 'comment';

export function roleListOf(roleCode: number): RoleName[] {
  if (roleCode === ROLE.root) return ['root'];
  if (roleCode === ROLE.admin) return ['admin'];
  if (roleCode === ROLE.problemAdmin) return ['problem_admin'];
  return ['user'];
}

const restrictions: Record<number, readonly Permission[]> = {
  [ROLE.noSubmit]: ['submit'],
  [ROLE.noDiscussion]: ['discuss'],
  [ROLE.muted]: ['discuss', 'comment'],
  [ROLE.noSubmitNoDiscussion]: ['submit', 'discuss'],
  [ROLE.noSubmitMuted]: ['submit', 'discuss', 'comment'],
};

export function permissionsOf(roleCode: number): Permission[] {
  const denied = restrictions[roleCode] ?? [];
  return (['submit', 'discuss', 'comment'] as const).filter((p) => !denied.includes(p));
}

export const isAdminRole = (roles: readonly string[]) =>
  roles.some((r) => r === 'root' || r === 'admin' || r === 'problem_admin');
export const isSuperAdmin = (roles: readonly string[]) => roles.includes('root');
