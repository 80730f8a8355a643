/** Every page path in one place, so menus and links cannot point at a route that does not exist. */
export const paths = {
  home: '/home',
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
