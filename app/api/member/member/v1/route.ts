import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { getProfile, updateProfile } from '@/lib/server/services/profile';

// GET /api/member/member/v1 - the logged-in member
export const GET = route(operations.memberGet, async ({ db, auth }) => ok(await getProfile(db, auth)));

// PUT /api/member/member/v1 - edit name, mobile, address and enterprise contact fields
export const PUT = route(operations.memberUpdate, async ({ db, auth, body }) => ok(await updateProfile(db, auth, body)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
