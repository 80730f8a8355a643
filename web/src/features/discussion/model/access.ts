import { hasAdminRole, type UserInfo } from '@/lib/userInfo';

/**
 * What the reader may do to a discussion (spec 02 section 6); the server checks the same. In a group
 * (`groupModerates` given) its admins moderate instead of the site's admins (spec 03 §6).
 */
export function discussionRights(user: UserInfo | null, authorUid: string, groupModerates?: boolean) {
  const admin = groupModerates ?? (user !== null && hasAdminRole(user.roleList));
  const author = user !== null && user.uid === authorUid;
  return { edit: author, delete: author || admin, moderate: admin };
}
