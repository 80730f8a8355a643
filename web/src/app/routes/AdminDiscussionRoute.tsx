import { useAtomValue } from 'jotai';
import { DiscussionAdminPage } from '@/features/discussionAdmin';
import { currentUserAtom } from '@/lib/session';
import { isSuperAdmin } from '@/lib/userInfo';
import { discussionDetailPath } from './paths';

const links = { discussion: discussionDetailPath };

/** /admin/discussion: moderation and reports for admin roles; categories saved by the super admin. */
export function AdminDiscussionRoute() {
  const roles = useAtomValue(currentUserAtom)?.roleList ?? [];
  return <DiscussionAdminPage links={links} canEditCategories={isSuperAdmin(roles)} />;
}
