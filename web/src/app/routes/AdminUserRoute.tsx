import { useAtomValue } from 'jotai';
import { UserAdminPage } from '@/features/userAdmin';
import { currentUserAtom } from '@/lib/session';
import { auditHistoryPath, userHomePath } from './paths';

const links = {
  userHome: userHomePath,
  history: (uid: string) => auditHistoryPath({ kind: 'user', id: uid }),
};

/** /admin/user: the super admin's user back office, loaded on first visit. */
export function AdminUserRoute() {
  const user = useAtomValue(currentUserAtom);
  return <UserAdminPage links={links} selfUid={user?.uid} />;
}
