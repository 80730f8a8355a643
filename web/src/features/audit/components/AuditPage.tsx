import { Flex } from '@radix-ui/themes';
import { useSearchParams } from 'react-router-dom';
import type { AuditLiveSource } from '../model/auditRoom';
import { AuditChain } from './AuditChain';
import { AuditLog } from './AuditLog';

/**
 * /admin/audit: the event log with its filters in the URL (so "History" links open it filtered), or,
 * with ?correlationId=, the chain of one request.
 */
export function AuditPage({ live }: { live: AuditLiveSource }) {
  const [search] = useSearchParams();
  const correlationId = search.get('correlationId');
  return (
    <Flex direction="column" gap="4" className="audit-page">
      {correlationId ? <AuditChain correlationId={correlationId} /> : <AuditLog live={live} />}
    </Flex>
  );
}
