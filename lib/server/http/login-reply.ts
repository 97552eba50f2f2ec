import 'server-only';
import type { Db } from '../db/client';
import { revokeSessionOfToken } from '../auth/sessions';
import type { LoginOutcome } from '../services/login';
import { TOKEN_HEADER } from '@/lib/token-headers';
import { ok, type Reply } from './route';
import { sessionCookieHeader } from './session-cookie';

/**
 * The answer to a login, by password or by its second factor: the code, its data and, for L00001, the
 * cookie. A login that gives a session ends the one the client came with (its `cv-web-token`; ASVS 7.2.4).
 */
export async function loginReply(db: Db, outcome: LoginOutcome, request: Request): Promise<Reply> {
  if (outcome.code === 'L00005') return ok({ tempUuid: outcome.tempUuid }, { code: 'L00005' });
  if (outcome.code === 'L00006') return ok({ challenge: outcome.challenge }, { code: 'L00006' });
  const previous = request.headers.get(TOKEN_HEADER)?.trim();
  if (previous && previous.length <= 200) await revokeSessionOfToken(db, previous);
  const data = { token: outcome.token, memberUuid: outcome.memberUuid };
  if (outcome.code === 'L00004') return ok(data, { code: 'L00004' });
  return ok(data, { code: 'L00001', headers: { 'Set-Cookie': sessionCookieHeader(outcome.token, request.headers) } });
}
