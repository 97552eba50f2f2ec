import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { register } from '@/lib/server/services/registration';

// POST /api/member/member/v1/register - register an individual or enterprise member; a code is mailed
export const POST = route(operations.register, async ({ db, body }) => ok(await register(db, body)));

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
