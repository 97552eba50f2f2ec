import { deviceOf } from '@/lib/server/auth/sessions';
import { operations } from '@/lib/api/contract/operations';
import { route, unknownCall } from '@/lib/server/http/route';
import { loginReply } from '@/lib/server/http/login-reply';
import { login } from '@/lib/server/services/login';

// POST /api/login/v1 - log in with e-mail and password: L00001, L00004 (change password first), L00005 or L00006 (the TOTP code next)
export const POST = route(operations.login, async ({ db, body, ip, request }) =>
  loginReply(db, await login(db, body.account, body.password, ip, deviceOf(request, ip)), request),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
