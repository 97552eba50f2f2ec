// The scripts' console sign-in (fuzz:api, bench:staff): a demo staff member's password, then the code
// of their authenticator, over HTTP against a running server.
import { generate } from 'otplib';
import type { StaffRole } from '../staff/roles';
import { demoStaffOf, DEMO_STAFF_PASSWORD } from '../server/seed/staff-data';

/**
 * A console session of the demo staff member of `role`: its token and the profile the console keeps beside it
 * (components/staff/staff-session.ts); throws with the answer when refused.
 */
export async function signInDemoStaffSession(
  origin: string,
  role: StaffRole,
  dealerCode: string | null = null,
): Promise<{ token: string; staff: Record<string, unknown> }> {
  const { email, totpSecret } = demoStaffOf(role, dealerCode);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: string; data: Record<string, string> & { staff?: Record<string, unknown> } };
  };
  const first = await post('/staff/login/v1', { email, password: DEMO_STAFF_PASSWORD });
  if (first.code !== 'L00006') throw new Error(`${email}: ${JSON.stringify(first)}`);
  const second = await post('/staff/login/v1/two-factor', {
    challenge: first.data.challenge,
    code: await generate({ secret: totpSecret }),
  });
  if (second.code !== 'L00001') throw new Error(`${email}: ${JSON.stringify(second)}`);
  return { token: second.data.token, staff: second.data.staff ?? {} };
}

/** A console token of the demo staff member of `role`; throws with the answer when refused. */
export async function signInDemoStaff(origin: string, role: StaffRole, dealerCode: string | null = null): Promise<string> {
  return (await signInDemoStaffSession(origin, role, dealerCode)).token;
}
