import { operations } from '@/lib/server/http/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { sessionCookieHeader } from '@/lib/server/http/session-cookie';
import { login } from '@/lib/server/services/login';

// POST /api/login/v1 - log in with e-mail and password: L00001, L00004 (change password first) or L00005
export const POST = route(operations.login, async ({ db, body, ip, request }) => {
  const outcome = await login(db, body.account, body.password, ip);
  if (outcome.code === 'L00005') return ok({ tempUuid: outcome.tempUuid }, { code: 'L00005' });
  const data = { token: outcome.token, memberUuid: outcome.memberUuid };
  if (outcome.code === 'L00004') return ok(data, { code: 'L00004' });
  return ok(data, { code: 'L00001', headers: { 'Set-Cookie': sessionCookieHeader(outcome.token, request.headers) } });
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
