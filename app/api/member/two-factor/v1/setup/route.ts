import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { setUpTwoFactor } from '@/lib/server/services/member-two-factor';

// POST /api/member/two-factor/v1/setup - with the password, a pending TOTP secret and its QR code
export const POST = route(operations.twoFactorSetup, async ({ db, auth, body, ip }) =>
  ok(await setUpTwoFactor(db, auth, ip, body.password)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
