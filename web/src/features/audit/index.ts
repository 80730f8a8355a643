import './audit.css';

// The admin audit log (/admin/audit). The route hands in the live client (AuditLiveSource).
export { AuditPage } from './components/AuditPage';
export { type AuditFilters, searchOfFilters } from './model/auditFilters';
export type { AuditLiveSource } from './model/auditRoom';
