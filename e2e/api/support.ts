import { expect, type APIRequestContext } from '@playwright/test';
import { plainPreorder } from '@/lib/testing/plain-order';
import type { ApiEnvelope } from '@/lib/api/types';
import { callTarget, type AnswerOf, type Call, type CallRequest } from '@/lib/api/contract/calls';
import { enterpriseBody, individualBody } from '@/lib/testing/member-bodies';

/** The seeded demo accounts (lib/server/seed/member-data.ts). */
export const DEMO = {
  password: 'Tailan-Demo-2026',
  individual: 'wang.xiaoming@example.com',
  enterprise: 'fleet@shunda-logistics.example.com',
  mustChange: 'lin.meihua@example.com',
};

export interface Answer<T = unknown> {
  status: number;
  body: ApiEnvelope<T>;
  headers: Record<string, string>;
}

/** Each test calls from its own address, so per-IP limits of one test never reach another. */
export const someIp = () => `10.${rand(255)}.${rand(255)}.${1 + rand(253)}`;
const rand = (n: number) => Math.floor(Math.random() * n);

export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${rand(1e6).toString(36)}@example.com`;

export async function call<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-Forwarded-For': options.ip ?? someIp(),
    ...(options.token ? { 'cv-web-token': options.token } : {}),
    ...options.headers,
  };
  const data = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await request.fetch(`/api${path}`, { method, headers, data });
  const text = await response.text();
  let body: ApiEnvelope<T>;
  try {
    body = JSON.parse(text) as ApiEnvelope<T>;
  } catch {
    throw new Error(`${method} ${path} answered ${response.status()} without the JSON envelope: ${text.slice(0, 200)}`);
  }
  return { status: response.status(), body, headers: response.headers() };
}

/** How a typed call is sent: the member's token, other headers, the client address. */
export interface SendOptions {
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/**
 * A call of the contract (lib/api/contract/calls.ts), typed by it: a wrong path, body field or answer field
 * fails `npm run typecheck`. `call` stays for requests the contract does not allow (an attack's input).
 */
export function send<C extends Call>(request: APIRequestContext, sent: CallRequest<C> & SendOptions): Promise<Answer<AnswerOf<C>>> {
  const { method, path } = callTarget(sent.call, sent.params ?? undefined);
  const query = Object.entries(sent.query ?? {}).filter(([, value]) => value !== undefined);
  const search = query.length > 0 ? `?${new URLSearchParams(query.map(([key, value]) => [key, String(value)]))}` : '';
  return call<AnswerOf<C>>(request, method, `${path}${search}`, { body: sent.body, token: sent.token, headers: sent.headers, ip: sent.ip });
}

export async function login(request: APIRequestContext, account: string, password = DEMO.password) {
  const answer = await call<{ token: string; memberUuid: string }>(request, 'POST', '/login/v1', { body: { account, password } });
  expect(answer.body.code, `login of ${account}`).toBe('L00001');
  return answer.body.data.token;
}

export { enterpriseBody, individualBody, plainPreorder };

export const CJK = /[\u4e00-\u9fff]/;

/** The envelope of docs/api.md (exactly code, a Chinese message and data) with the frame-deny headers. */
export function expectEnvelope(answer: Answer) {
  expect(Object.keys(answer.body).sort()).toEqual(['code', 'data', 'message']);
  expect(answer.body.code).toMatch(/^(00000|[A-Z]\d{5})$/);
  expect(answer.body.message).toMatch(CJK);
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['content-type']).toContain('application/json');
}

export function expectNotFound(answer: Answer) {
  expectEnvelope(answer);
  expect(answer.status, JSON.stringify(answer.body)).toBe(404);
  expect(answer.body.code).toBe('N00404');
  expect(answer.body.data).toBeNull();
}

/** Asserts a V00001 answer and that every listed field has an error. */
export function expectInvalid(answer: Answer, ...paths: string[]) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.code).toBe('V00001');
  const errors = (answer.body.data as { errors: { path: string; message: string }[] }).errors;
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) expect(error.message).toMatch(/[\u4e00-\u9fff]/);
  for (const path of paths) expect(errors.map((e) => e.path)).toContain(path);
}

interface Mail {
  subject: string;
  text: string;
}

/**
 * The mail delivered to an address, newest last: from the SMTP catcher when the run has one
 * (MAIL_CATCHER_PORT), else from the local outbox page /dev/mailbox.
 */
export async function mailTo(request: APIRequestContext, address: string): Promise<Mail[]> {
  const catcher = process.env.MAIL_CATCHER_PORT;
  if (catcher) {
    const response = await request.get(`http://127.0.0.1:${catcher}/messages?to=${encodeURIComponent(address)}`);
    return (await response.json()) as Mail[];
  }
  // The outbox shows itself only to the machine: as the test server trusts one proxy hop, the client
  // address is the header's, which the browser fixtures set to another address per test.
  const html = await (await request.get('/dev/mailbox', { headers: { 'X-Forwarded-For': '127.0.0.1' } })).text();
  const items = [...html.matchAll(/<li[^>]*data-to="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].filter(([, to]) => to === address);
  const strip = (value: string) =>
    value
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");
  return items.map(([, , inner]) => ({ subject: strip(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(inner)?.[1] ?? ''), text: strip(inner) })).reverse();
}

/** Waits for the count-th mail to an address and returns it. */
export async function waitForMail(request: APIRequestContext, address: string, count = 1, timeout = 10_000): Promise<Mail> {
  let mail: Mail[] = [];
  await expect
    .poll(async () => (mail = await mailTo(request, address)).length, { message: `mail number ${count} to ${address}`, timeout })
    .toBeGreaterThanOrEqual(count);
  return mail[count - 1];
}

/** Waits for the mail to `address` whose subject has `subject` in it, whatever came before or comes after it. */
export async function waitForMailAbout(request: APIRequestContext, address: string, subject: string, timeout = 10_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => (found = (await mailTo(request, address)).find((mail) => mail.subject.includes(subject))) !== undefined, {
      message: `mail about ${subject} to ${address}`,
      timeout,
    })
    .toBe(true);
  return found!;
}

/**
 * Waits until the hundreds of mails a test queued have gone out (the outbox sends in order), so the
 * next tests' codes are not stuck behind them, and a mail not sent is truly not sent: a registration
 * queued last is delivered last.
 */
export async function drainMail(request: APIRequestContext) {
  const address = uniqueEmail('drain');
  expect((await call(request, 'POST', '/member/member/v1/register', { body: individualBody(address) })).body.code).toBe('00000');
  await waitForMail(request, address, 1, 120_000);
}

export const codeIn = (mail: Mail) => {
  const code = /驗證碼：(\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text.slice(0, 200)}`);
  return code;
};

/** Registers (with `fields` in place of the sample's), reads the code from the mail, activates and logs in. */
export async function newMember(
  request: APIRequestContext,
  kind: 'individual' | 'enterprise' = 'individual',
  fields: Record<string, string> = {},
) {
  const email = fields.email ?? uniqueEmail(kind);
  const body = { ...(kind === 'individual' ? individualBody(email) : enterpriseBody(email)), ...fields };
  const registered = await call<{ tempUuid: string }>(request, 'POST', '/member/member/v1/register', { body });
  expect(registered.body.code, JSON.stringify(registered.body)).toBe('00000');
  const code = codeIn(await waitForMail(request, email));
  const valid = await call(request, 'POST', '/member/member/v1/valid', { body: { tempUuid: registered.body.data.tempUuid, code } });
  expect(valid.body.code).toBe('00000');
  return { email, password: body.password, token: await login(request, email, body.password) };
}
