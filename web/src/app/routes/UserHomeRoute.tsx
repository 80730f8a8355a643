import { auditScopeOfRoles, scopeSees } from '@oj/projections/audit';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { UserHomePage } from '@/features/userHome';
import { auditStreamOf } from '@/lib/auditLinks';
import { currentUserAtom } from '@/lib/session';
import { auditHistoryPath } from './paths';

export function UserHomeRoute() {
  const [query] = useSearchParams();
  const me = useAtomValue(currentUserAtom);
  const uid = query.get('uid') || undefined;
  const username = query.get('username') || undefined;
  const who = uid || username ? { uid, username } : { uid: me?.uid };
  // The audit log's own scope map decides: a problem admin, say, may not read account events.
  const scope = auditScopeOfRoles(me?.roleList ?? []);
  const historyOf = (id: string) =>
    scope && scopeSees(scope, auditStreamOf({ kind: 'user', id }))
      ? auditHistoryPath({ kind: 'user', id })
      : undefined;
  // Keyed by whom it shows, so moving to another user's home starts from a clean page.
  return <UserHomePage key={`${who.uid}/${who.username}`} {...who} historyOf={historyOf} />;
}
