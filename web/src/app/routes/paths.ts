/** Every page path in one place, so menus and links cannot point at a route that does not exist. */
export const paths = {
  home: '/home',
  problem: '/problem',
  problemDetail: '/problem/:problemId',
  systemStatus: '/status/system',
  login: '/login',
  logout: '/logout',
  resetPassword: '/reset-password',
  setting: '/setting',
  userHome: '/user-home',
  admin: '/admin',
  adminLogin: '/admin/login',
} as const;

/** A user's home page, named by both uid and username as the spec's links do. */
export function userHomePath(user: { uid: string; username: string }): string {
  return `${paths.userHome}?${new URLSearchParams({ uid: user.uid, username: user.username })}`;
}

/** A problem's page. */
export function problemPath(problemId: string): string {
  return `${paths.problem}/${encodeURIComponent(problemId)}`;
}

/** The problem list filtered by one tag (the list keeps its filters in the query, tags as `tagId`). */
export function problemsWithTagPath(tagId: number): string {
  return `${paths.problem}?${new URLSearchParams({ tagId: String(tagId) })}`;
}
