// Calls of npm run scale:check: the API as a member, as staff, and the mail the SMTP capture received.
import { call, sleep } from '../../reliability/load-members';
import { STAFF_TOKEN_HEADER } from '../../api/token-headers';

/** One message as lib/testing/mail-catcher.mjs keeps it. */
export interface Caught {
  to: string[];
  subject: string;
  messageId: string | null;
  text: string;
}

export type Answer = Awaited<ReturnType<typeof call>>;

/** The address the script's own calls say they come from; through nginx the instances see nginx's view instead. */
export const SCRIPT_IP = '192.0.2.10';

/** A member's (or an anonymous) call; throws unless the answer has `code`. */
export async function expectCode(origin: string, path: string, code: string, init: Omit<Parameters<typeof call>[2], 'ip'> = {}) {
  const answer = await call(origin, path, { ip: SCRIPT_IP, ...init });
  if (answer.body.code !== code) throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** A staff console call (cv-staff-token); throws unless the answer is 00000. */
export async function staffCall<T>(origin: string, token: string, method: string, path: string, body?: unknown) {
  const answer = await call(origin, path, {
    method,
    ip: SCRIPT_IP,
    headers: { [STAFF_TOKEN_HEADER]: token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (answer.body.code !== '00000') throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

/** Waits (10 s at most) for the count-th message to an address. */
export async function mailTo(messages: readonly Caught[], address: string, count = 1): Promise<Caught> {
  for (const until = Date.now() + 10_000; Date.now() < until; await sleep(50)) {
    const mine = messages.filter((m) => m.to.includes(address));
    if (mine.length >= count) return mine[count - 1];
  }
  throw new Error(`no mail number ${count} to ${address} within 10 s`);
}
