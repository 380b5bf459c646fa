import { AuditLog } from '../../features/audit/audit-log';

export default function AuditLogRoute() {
  return <AuditLog />;
}
