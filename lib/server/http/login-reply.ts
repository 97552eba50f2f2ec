import 'server-only';
import type { Db } from '../db/client';
import { revokeSessionOfToken } from '../auth/sessions';
import type { LoginOutcome } from '../services/login';
import { TOKEN_HEADER } from '@/lib/api/token-headers';
import { ApiFailure } from '../core/api-failure';
import { ok, type Reply } from './route';

/** What a login answers: the session (L00001, L00004), or with a second factor to come its challenge (L00006). */
type Session = { token: string; memberUuid: string };
type Challenge = { challenge: string };
import { sessionCookieHeader } from './session-cookie';

/**
 * The answer to a login, by password or by its second factor: the code, its data and, for L00001, the
 * cookie. A login that gives a session ends the one the client came with (its `cv-web-token`; ASVS 7.2.4).
 */
export async function loginReply(db: Db, outcome: Extract<LoginOutcome, Session>, request: Request): Promise<Reply<Session>>;
export async function loginReply(db: Db, outcome: LoginOutcome, request: Request): Promise<Reply<Session | Challenge>>;
export async function loginReply(db: Db, outcome: LoginOutcome, request: Request): Promise<Reply<Session | Challenge>> {
  // Not verified yet: a refusal (403) whose data lets the page send the code again.
  if (outcome.code === 'L00005') throw new ApiFailure('L00005', { data: { tempUuid: outcome.tempUuid } });
  if (outcome.code === 'L00006') return ok({ challenge: outcome.challenge }, { code: 'L00006' });
  const previous = request.headers.get(TOKEN_HEADER)?.trim();
  if (previous && previous.length <= 200) await revokeSessionOfToken(db, previous);
  const data = { token: outcome.token, memberUuid: outcome.memberUuid };
  if (outcome.code === 'L00004') return ok(data, { code: 'L00004' });
  return ok(data, { code: 'L00001', headers: { 'Set-Cookie': sessionCookieHeader(outcome.token, request.headers) } });
}
