import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { enableTwoFactor } from '@/lib/server/services/member-two-factor';

// POST /api/member/two-factor/v1/enable - the first code turns two-factor sign-in on; the recovery codes, once
export const POST = route(operations.twoFactorEnable, async ({ db, auth, body }) =>
  ok(await enableTwoFactor(db, auth, body.code, body.endOtherSessions)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
