import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { openStaffSetup } from '@/lib/server/services/staff-admin';

// POST /api/staff/setup/v1/open - the set-up link's owner and a new authenticator secret
export const POST = route(operations.staffSetupOpen, async ({ db, body }) => ok(await openStaffSetup(db, body.token)));

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
