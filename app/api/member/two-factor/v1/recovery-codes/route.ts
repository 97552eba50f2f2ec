import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { regenerateRecoveryCodes } from '@/lib/server/services/member-two-factor';

// POST /api/member/two-factor/v1/recovery-codes - ten new recovery codes with the password and a code
export const POST = route(operations.twoFactorRecoveryCodes, async ({ db, auth, body, ip }) =>
  ok(await regenerateRecoveryCodes(db, auth, ip, body.password, body.code, body.endOtherSessions)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
