/** @jest-environment node */
import type { ApiCode } from '@/lib/api/codes';
import { http } from 'msw';
import { answer, apiServer, bodyOf, inTurn, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { isLoggedIn } from './session/logged-in';
import { afterLoginPath, submitLogin, submitSecondFactor } from './login-flow';
import { goBackPreorderSet } from './slices/login-slice';
import { familyLoaded } from './slices/vehicle-order-slice';
import { makeStore } from './make-store';

setupApiServer();
const envelope = (code: ApiCode, data: unknown, status = 200) => answer(data, code, status, '訊息');
/** The answers of the login, the second factor and the member call, each one a request in order. */
function answers({ login = [], twoFactor = [], member = [] }: { login?: Response[]; twoFactor?: Response[]; member?: Response[] }) {
  apiServer.use(
    http.post('/api/login/v1', inTurn(...login)),
    http.post('/api/login/v1/two-factor', inTurn(...twoFactor)),
    http.get('/api/member/member/v1', inTurn(...member)),
  );
}

describe('submitLogin', () => {
  const newStore = () => makeStore({ environment: { navigate: jest.fn(), announce: jest.fn() } });

  it('L00001 stores a valid login, then loads the member with the new token', async () => {
    const store = newStore();
    answers({
      login: [envelope('L00001', { token: 'tok-9', memberUuid: 'm-9' })],
      member: [envelope('00000', { memberUuid: 'm-9', name: '王小明' })],
    });

    const result = await store.dispatch(submitLogin('wang@example.com', 'secret-pass'));

    expect(result).toEqual({ next: 'member' });
    const { login, member } = store.getState();
    expect(isLoggedIn(login)).toBe(true);
    expect(login.account).toBe('wang@example.com');
    expect(member.info?.name).toBe('王小明');
    expect(sentRequests()[1].headers.get('cv-web-token')).toBe('tok-9');
  });

  it('L00004 stores the token as not valid and sends the member to change the password', async () => {
    const store = newStore();
    answers({ login: [envelope('L00004', { token: 'tok-4', memberUuid: 'm-4' })] });

    const result = await store.dispatch(submitLogin('lin@example.com', 'old-pass'));

    expect(result).toEqual({ next: 'change-password' });
    const { login } = store.getState();
    expect(login).toMatchObject({ cvWebToken: 'tok-4', memberUuid: 'm-4', isWebValid: 'false' });
    expect(isLoggedIn(login)).toBe(false);
    expect(sentRequests()).toHaveLength(1);
  });

  it('L00006 stores nothing and asks for the code; the code then logs in as L00001 would', async () => {
    const store = newStore();
    answers({
      login: [envelope('L00006', { challenge: 'ch-6' })],
      twoFactor: [envelope('L00001', { token: 'tok-6', memberUuid: 'm-6' })],
      member: [envelope('00000', { memberUuid: 'm-6', name: '王小明' })],
    });

    expect(await store.dispatch(submitLogin('wang@example.com', 'secret-pass'))).toEqual({ next: 'two-factor', challenge: 'ch-6' });
    expect(isLoggedIn(store.getState().login)).toBe(false);
    expect(store.getState().login.cvWebToken).toBe('');

    expect(await store.dispatch(submitSecondFactor('ch-6', '123456'))).toEqual({ next: 'member' });
    const request = sentRequests()[1];
    expect(request.url).toMatch(/\/login\/v1\/two-factor$/);
    expect(await bodyOf(request)).toEqual({ challenge: 'ch-6', code: '123456' });
    expect(store.getState().login).toMatchObject({ cvWebToken: 'tok-6', isWebValid: 'true' });
  });

  it('a wrong second factor comes back as the error for the form', async () => {
    const store = newStore();
    answers({ twoFactor: [envelope('C00001', null, 422)] });
    const result = await store.dispatch(submitSecondFactor('ch-6', '000000'));
    expect(result).toMatchObject({ next: 'error', error: { code: 'C00001' } });
    expect(isLoggedIn(store.getState().login)).toBe(false);
  });

  it('L00005 resumes e-mail verification with the tempUuid', async () => {
    const store = newStore();
    answers({ login: [envelope('L00005', { tempUuid: 't-5' }, 403)] });

    const result = await store.dispatch(submitLogin('new@example.com', 'pass-word'));

    expect(result).toEqual({ next: 'verify-email', tempUuid: 't-5' });
    expect(store.getState().login).toMatchObject({ tempUuid: 't-5', registerMail: 'new@example.com', cvWebToken: '' });
  });

  it.each<[ApiCode, number]>([
    ['L00002', 401],
    ['L00003', 429],
  ])('%s is returned for the form and stores nothing', async (code, status) => {
    const store = newStore();
    answers({ login: [envelope(code, null, status)] });

    const result = await store.dispatch(submitLogin('wang@example.com', 'wrong'));

    expect(result).toMatchObject({ next: 'error', error: { code, status, message: '訊息' } });
    expect(store.getState().login.cvWebToken).toBe('');
  });
});

describe('afterLoginPath', () => {
  const store = () => makeStore({ environment: { navigate: jest.fn(), announce: jest.fn() } });
  const family = {
    uuid: 'fam-1',
    name: 'TL 35',
    series: 'TL',
    tagline: '',
    description: '',
    vehicles: [],
    colors: [],
    carParts: [],
    localCarParts: [],
    agreement: { version: '2026-01', text: '' },
  };

  it('returns to the pre-order step of the selected family once, when the configurator sent the member', () => {
    const s = store();
    s.dispatch(familyLoaded(family as never));
    s.dispatch(goBackPreorderSet(true));
    expect(s.dispatch(afterLoginPath('/member/info'))).toBe('/vehicleowner/info-fam-1/localCarParts?preorder=1');
    expect(s.getState().login.goBackPreorder).toBe(false);
    expect(s.getState().vehicleOrder.vehicleObject?.uuid).toBe('fam-1');
    expect(s.dispatch(afterLoginPath('/member/info'))).toBe('/member/info');
  });

  it('goes to returnTo without the flag', () => {
    const s = store();
    s.dispatch(familyLoaded(family as never));
    expect(s.dispatch(afterLoginPath('/news'))).toBe('/news');
  });
});
