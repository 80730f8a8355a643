import { AuditPage } from '@/features/audit';
import { getLiveClient } from '@/features/live';

/** /admin/audit: the event log, with the page's one live connection handed in. */
export function AdminAuditRoute() {
  return <AuditPage live={getLiveClient()} />;
}
