// The public face of audit: other modules import only what is exported here.
export { AuditLog } from '../../common/audit-log.entity';
export { purgeExpiredAuditLogs } from './audit.service';
export { AuditResolver } from './audit.resolver';
export { auditRoutes } from './audit.routes';
