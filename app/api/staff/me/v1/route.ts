import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { staffProfile } from '@/lib/server/services/staff-profile';

// GET /api/staff/me/v1 - who is signed in
export const GET = route(operations.staffMe, async ({ staff }) => ok(staffProfile(staff)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
