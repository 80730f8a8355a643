import { adminRoles, except } from '../principals';
import type { RouteTable } from '../types';

/** The audit log: every admin role reads it within its scope; a problem admin's excludes accounts. */
export const auditRoutes: RouteTable = {
  // The test contest's stream holds its password: redacted for everyone, the super admin included.
  'GET /api/admin/audit/events': {
    access: adminRoles,
    request: ({ w }) => ({ query: { stream: `contest-${w.contest.cid}`, limit: 200 } }),
  },
  // The other user's registration: account data, outside a problem admin's scope.
  'GET /api/admin/audit/event': {
    access: except(adminRoles, { problemAdmin: 403 }),
    request: ({ w }) => ({ query: { position: w.audit.position } }),
  },
  'GET /api/admin/audit/caused': {
    access: except(adminRoles, { problemAdmin: 403 }),
    request: ({ w }) => ({ query: { position: w.audit.position } }),
  },
  'GET /api/admin/audit/correlated': {
    access: adminRoles,
    request: ({ w }) => ({ query: { correlationId: w.audit.correlationId } }),
  },
};
