import { useAtomValue } from 'jotai';
import { type LoaderFunction, useSearchParams } from 'react-router-dom';
import { UserHomePage } from '@/features/userHome';
import { currentUserAtom } from '@/lib/session';
import { isSuperAdmin } from '@/lib/userInfo';
import { guard } from './guard';
import { auditHistoryPath } from './paths';

/** Anyone may see a named user's home; /user-home without a name means "mine" and needs a login. */
export const userHomeLoader: LoaderFunction = (args) => {
  const query = new URL(args.request.url).searchParams;
  return query.get('uid') || query.get('username') ? null : guard('login')(args);
};

export function UserHomeRoute() {
  const [query] = useSearchParams();
  const me = useAtomValue(currentUserAtom);
  const uid = query.get('uid') || undefined;
  const username = query.get('username') || undefined;
  const who = uid || username ? { uid, username } : { uid: me?.uid };
  // Account events are for the super admin and admins; a problem admin's audit scope leaves them out.
  const roles = me?.roleList ?? [];
  const historyOf =
    isSuperAdmin(roles) || roles.includes('admin')
      ? (id: string) => auditHistoryPath(`user-${id}`)
      : undefined;
  // Keyed by whom it shows, so moving to another user's home starts from a clean page.
  return <UserHomePage key={`${who.uid}/${who.username}`} {...who} historyOf={historyOf} />;
}
