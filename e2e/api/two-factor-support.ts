import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { call, send } from './support';

/** The authenticator app's code `steps` periods of 30 s from now (one either side is accepted). */
export const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Turns two-factor sign-in on for a logged-in member: the secret and the ten recovery codes. */
export async function turnOnTwoFactor(request: APIRequestContext, token: string, password: string) {
  const setup = await send(request, { call: 'POST /member/two-factor/v1/setup', token, body: { password } });
  expect(setup.body.code, JSON.stringify(setup.body)).toBe('00000');
  const { secret } = setup.body.data;
  const enabled = await send(request, { call: 'POST /member/two-factor/v1/enable', token, body: { code: await totp(secret) } });
  expect(enabled.body.code, JSON.stringify(enabled.body)).toBe('00000');
  return { secret, recoveryCodes: enabled.body.data.recoveryCodes };
}

/** The first step of a login with two-factor sign-in on: L00006 and its challenge. */
export async function passwordStep(request: APIRequestContext, account: string, password: string, ip?: string) {
  const answer = await call<{ challenge: string }>(request, 'POST', '/login/v1', { body: { account, password }, ip });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('L00006');
  return answer.body.data.challenge;
}
