import { operations } from '@/lib/api/contract/operations';
import { fileReply, ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { auditCsv, listAudit } from '@/lib/server/services/sales/audit';

// GET /api/staff/audit/v1 - the audit log; format=csv as a file (administrator)
export const GET = route(operations.staffAudit, async ({ db, staff, query }) => {
  if (query.format === 'csv') {
    const body = await auditCsv(db, actorOf(staff), query);
    return fileReply({ body, contentType: 'text/csv; charset=utf-8', filename: 'audit-log.csv' });
  }
  return ok(await listAudit(db, actorOf(staff), query));
});

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
