import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { taipeiDayAhead } from '@/lib/format/dates';
import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { demoStaffOf, DEMO_STAFF_PASSWORD } from '@/lib/server/seed/staff-data';
import type { PreorderDetail } from '@/lib/sale/purchases';
import type { AnswerOf, Call, CallRequest } from '@/lib/api/contract/calls';
import { call, newMember, plainPreorder, send, waitForMail, type Answer, type SendOptions } from './support';
import { totp } from './two-factor-support';

export type DemoStaff = 'admin' | 'hq' | 'marketing' | 'northManager' | 'northSales' | 'southSales';
const DEMO = {
  admin: () => demoStaffOf('admin'),
  hq: () => demoStaffOf('hq_sales'),
  marketing: () => demoStaffOf('marketing'),
  northManager: () => demoStaffOf('dealer_manager', 'north'),
  northSales: () => demoStaffOf('dealer_sales', 'north'),
  southSales: () => demoStaffOf('dealer_sales', 'south'),
} satisfies Record<DemoStaff, unknown>;
export const staffEmail = (who: DemoStaff) => DEMO[who]().email;
export const staffSecret = (who: DemoStaff) => DEMO[who]().totpSecret;

/** The password the tests give the staff accounts they make. */
export const NEW_STAFF_PASSWORD = 'Harbor-Crane-Lantern-42';

/** Signs in with a password and a code (L00001); the code's step is tried again after the next period if already used. */
export async function signInStaff(request: APIRequestContext, email: string, password: string, secret: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const first = await send(request, { call: 'POST /staff/login/v1', body: { email, password } });
    expect(first.body.code, JSON.stringify(first.body)).toBe('L00006');
    for (const steps of [0, 1]) {
      const second = await send(request, {
        call: 'POST /staff/login/v1/two-factor',
        body: { challenge: first.body.data.challenge, code: await totp(secret, steps) },
      });
      if (second.body.code === 'L00001') return second.body.data.token;
      expect(second.body.code, JSON.stringify(second.body)).toBe('C00001');
    }
    // Both codes were used by an earlier sign-in of this account: a code works once (ASVS 6.5.1).
    await new Promise((resolve) => setTimeout(resolve, 31_000 - (Date.now() % 30_000)));
  }
  throw new Error(`could not sign ${email} in`);
}

const tokens = new Map<DemoStaff, string>();

/** A console token of a demo staff member, signed in once per test worker. */
export async function staffToken(request: APIRequestContext, who: DemoStaff): Promise<string> {
  const known = tokens.get(who);
  if (known && (await staffSend(request, known, { call: 'GET /staff/me/v1' })).body.code === '00000') return known;
  const token = await signInStaff(request, staffEmail(who), DEMO_STAFF_PASSWORD, staffSecret(who));
  tokens.set(who, token);
  return token;
}

export function staffCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  return call<T>(request, method, path, { body, headers: { 'cv-staff-token': token } });
}

/** A console call of the contract with a staff token, typed by it (see `send`). */
export function staffSend<C extends Call>(request: APIRequestContext, token: string, sent: CallRequest<C>): Promise<Answer<AnswerOf<C>>> {
  return send<C>(request, { ...sent, headers: { 'cv-staff-token': token } } as CallRequest<C> & SendOptions);
}

/** The token of a set-up link in a staff mail. */
export const setupTokenIn = (text: string) => /\/staff\/setup#([A-Za-z0-9_-]{40,64})/.exec(text)?.[1] ?? '';

/** A staff account a test made, and the last authenticator period whose code the server has seen. */
export interface StaffLogin {
  email: string;
  password: string;
  secret: string;
  name: string;
  lastStep: number;
}

const stepNow = () => Math.floor(Date.now() / 30_000);

/** The next code the server has not seen (a code works once; the next period's is accepted too), waiting when both are spent. */
export async function freshCode(account: StaffLogin): Promise<string> {
  const step = Math.max(stepNow(), account.lastStep + 1);
  if (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 500));
  account.lastStep = step;
  // The code of that period itself, not of "now plus n": the clock is read once.
  return generate({ secret: account.secret, epoch: step * 30 });
}

/** A console token of a test's own account: its password, then a code the server has not seen. */
export async function staffTokenOf(request: APIRequestContext, account: StaffLogin): Promise<string> {
  const first = await send(request, { call: 'POST /staff/login/v1', body: { email: account.email, password: account.password } });
  expect(first.body.code, JSON.stringify(first.body)).toBe('L00006');
  const second = await send(request, {
    call: 'POST /staff/login/v1/two-factor',
    body: { challenge: first.body.data.challenge, code: await freshCode(account) },
  });
  expect(second.body.code, JSON.stringify(second.body)).toBe('L00001');
  return second.body.data.token;
}

/** A staff account of the test's own, set up from its mailed link: tests signing in at once spend no one else's codes. */
export async function enrolledStaff(
  request: APIRequestContext,
  { role = 'dealer_sales', dealerCode = 'north', name = '測試員工' }: { role?: string; dealerCode?: string | null; name?: string } = {},
): Promise<StaffLogin> {
  const admin = await staffToken(request, 'admin');
  const email = `staff.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@staff.tailan-trucks.example`;
  const created = await staffCall(request, admin, 'POST', '/staff/accounts/v1', { email, name, role, dealerCode });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const token = setupTokenIn((await waitForMail(request, email)).text);
  const opened = await send(request, { call: 'POST /staff/setup/v1/open', body: { token } });
  const account: StaffLogin = { email, password: NEW_STAFF_PASSWORD, secret: opened.body.data.secret, name, lastStep: 0 };
  const done = await send(request, {
    call: 'POST /staff/setup/v1',
    body: { token, password: account.password, code: await freshCode(account) },
  });
  expect(done.body.code, JSON.stringify(done.body)).toBe('00000');
  return account;
}

/** A day in Taipei, `days` from today, as the console's date inputs take it (YYYY-MM-DD). */
export const taipeiDay = (days = 0) => taipeiDayAhead(days);

/** A new member (in 臺北市, the northern dealer's, unless `fields` say otherwise) with one pre-order of the first family. */
export async function placedPreorder(
  request: APIRequestContext,
  kind: 'individual' | 'enterprise' = 'individual',
  fields: Record<string, string> = {},
) {
  const member = await newMember(request, kind, fields);
  const [{ uuid }] = (await send(request, { call: 'GET /vehicle/family/v1' })).body.data;
  const family = (await send(request, { call: 'GET /vehicle/family/v1/{id}', params: { id: uuid } })).body.data;
  const answer = await call<PreorderDetail>(request, 'POST', '/order/order/v1', {
    token: member.token,
    body: plainPreorder(family),
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { member, preorder: answer.body.data };
}

/** Withdraws (false) or reinstates (true) an item of a family's catalog, sent with the version the caller read. */
export const setCatalogAvailability = (
  request: APIRequestContext,
  token: string,
  family: { id: string; version: number },
  kind: string,
  itemId: string,
  available: boolean,
) =>
  staffCall<FamilyCatalog>(request, token, 'POST', `/staff/catalog/v1/${family.id}/availability`, {
    version: family.version,
    kind,
    itemId,
    available,
  });

/** PUT /staff/catalog/v1/{id}: the family's details as they are in `catalog`, with `change` over them. */
export const putFamilyDetails = (
  request: APIRequestContext,
  token: string,
  catalog: FamilyCatalog,
  change: Partial<FamilyCatalog> = {},
) => {
  const { version, name, tagline, description, maxQuantity, image, keySpecs, published } = { ...catalog, ...change };
  const body = { version, name, tagline, description, maxQuantity, image, keySpecs, published };
  return staffSend(request, token, { call: 'PUT /staff/catalog/v1/{id}', params: { id: catalog.id }, body: body });
};
