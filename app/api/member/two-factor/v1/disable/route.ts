import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { disableTwoFactor } from '@/lib/server/services/member-two-factor';

// POST /api/member/two-factor/v1/disable - turn two-factor sign-in off with the password and a code
export const POST = route(operations.twoFactorDisable, async ({ db, auth, body, ip }) => {
  await disableTwoFactor(db, auth, ip, body.password, body.code, body.endOtherSessions);
  return ok();
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
