import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { logCspReport } from '@/lib/server/services/csp-reports';

// POST /api/security/csp-report/v1 - what the Content-Security-Policy blocked, as a browser reports it
export const POST = route(operations.cspReport, async ({ db, body, ip }) => {
  await logCspReport(db, body, ip);
  return ok();
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
