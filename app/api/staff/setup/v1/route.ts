import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { completeStaffSetup } from '@/lib/server/services/staff-admin';

// POST /api/staff/setup/v1 - the password and the first code; the recovery codes, once
export const POST = route(operations.staffSetupComplete, async ({ db, body }) =>
  ok(await completeStaffSetup(db, body.token, body.password, body.code)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
