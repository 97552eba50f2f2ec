import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@/lib/server/seed/staff-data';
import { call, type Answer } from './support';
import { totp } from './two-factor-support';

export type DemoStaff = 'admin' | 'hq' | 'marketing' | 'northManager' | 'northSales' | 'southSales';
const EMAILS: Record<DemoStaff, string> = {
  admin: 'admin@staff.tailan-trucks.example',
  hq: 'hq.sales@staff.tailan-trucks.example',
  marketing: 'marketing@staff.tailan-trucks.example',
  northManager: 'north.manager@staff.tailan-trucks.example',
  northSales: 'north.sales@staff.tailan-trucks.example',
  southSales: 'south.sales@staff.tailan-trucks.example',
};
export const staffEmail = (who: DemoStaff) => EMAILS[who];
export const staffSecret = (who: DemoStaff) => DEMO_STAFF.find((person) => person.email === EMAILS[who])!.totpSecret;

/** Signs in with a password and a code (L00001); the code's step is tried again after the next period if already used. */
export async function signInStaff(request: APIRequestContext, email: string, password: string, secret: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const first = await call<{ challenge: string }>(request, 'POST', '/staff/login/v1', { body: { email, password } });
    expect(first.body.code, JSON.stringify(first.body)).toBe('L00006');
    for (const steps of [0, 1]) {
      const second = await call<{ token: string }>(request, 'POST', '/staff/login/v1/two-factor', {
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
  if (known && (await staffCall(request, known, 'GET', '/staff/me/v1')).body.code === '00000') return known;
  const token = await signInStaff(request, EMAILS[who], DEMO_STAFF_PASSWORD, staffSecret(who));
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
