import { deviceOf } from '@/lib/server/auth/sessions';
import { operations } from '@/lib/api/contract/operations';
import { route, unknownCall } from '@/lib/server/http/route';
import { loginReply } from '@/lib/server/http/login-reply';
import { completeTwoFactorLogin } from '@/lib/server/services/login-two-factor';

// POST /api/login/v1/two-factor - finish an L00006 login with a TOTP or recovery code: L00001 or L00004
export const POST = route(operations.loginTwoFactor, async ({ db, body, ip, request }) =>
  loginReply(db, await completeTwoFactorLogin(db, body.challenge, body.code, ip, deviceOf(request, ip)), request),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
