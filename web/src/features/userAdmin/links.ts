/** The pages the user back office links to; the route table (src/app/routes) owns them. */
export interface UserAdminLinks {
  /** The user's public home page. */
  userHome(user: { uid: string; username: string }): string;
  /** The admin audit log of the user's stream. */
  history(uid: string): string;
}
