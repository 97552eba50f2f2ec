import 'server-only';
import type { LoginOutcome } from '../services/login';
import { ok, type Reply } from './route';
import { sessionCookieHeader } from './session-cookie';

/** The answer to a login, by password or by its second factor: the code, its data and, for L00001, the cookie. */
export function loginReply(outcome: LoginOutcome, headers: Pick<Headers, 'get'>): Reply {
  if (outcome.code === 'L00005') return ok({ tempUuid: outcome.tempUuid }, { code: 'L00005' });
  if (outcome.code === 'L00006') return ok({ challenge: outcome.challenge }, { code: 'L00006' });
  const data = { token: outcome.token, memberUuid: outcome.memberUuid };
  if (outcome.code === 'L00004') return ok(data, { code: 'L00004' });
  return ok(data, { code: 'L00001', headers: { 'Set-Cookie': sessionCookieHeader(outcome.token, headers) } });
}
