import { CODE_SEND_LIMIT } from '@/lib/server/auth/policy';
import { registerSchema } from '@/lib/schemas/member';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { register } from '@/lib/server/services/registration';

// POST /api/member/member/v1/register - register an individual or enterprise member; a code is mailed
export const POST = route(
  { body: registerSchema, ipLimit: CODE_SEND_LIMIT },
  async ({ db, body }) => ok(await register(db, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
