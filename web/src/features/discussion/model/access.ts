import { hasAdminRole, type UserInfo } from '@/lib/userInfo';

/** What the reader may do to a discussion (spec 02 section 6); the server checks the same. */
export function discussionRights(user: UserInfo | null, authorUid: string) {
  const admin = user !== null && hasAdminRole(user.roleList);
  const author = user !== null && user.uid === authorUid;
  return { edit: author, delete: author || admin, moderate: admin };
}
