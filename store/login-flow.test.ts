/** @jest-environment node */
import { isLoggedIn } from './session/logged-in';
import { afterLoginPath, submitLogin, submitSecondFactor } from './login-flow';
import { goBackPreorderSet } from './slices/login-slice';
import { familyLoaded } from './slices/vehicle-order-slice';
import { makeStore } from './make-store';

const envelope = (code: string, data: unknown, status = 200) =>
  new Response(JSON.stringify({ code, message: '訊息', data }), { status, headers: { 'Content-Type': 'application/json' } });

describe('submitLogin', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });
  const newStore = () => makeStore({ environment: { navigate: jest.fn(), announce: jest.fn() } });

  it('L00001 stores a valid login, then loads the member with the new token', async () => {
    const store = newStore();
    fetchMock
      .mockResolvedValueOnce(envelope('L00001', { token: 'tok-9', memberUuid: 'm-9' }))
      .mockResolvedValueOnce(envelope('00000', { memberUuid: 'm-9', name: '王小明' }));

    const result = await store.dispatch(submitLogin('wang@example.com', 'secret-pass'));

    expect(result).toEqual({ next: 'member' });
    const { login, member } = store.getState();
    expect(isLoggedIn(login)).toBe(true);
    expect(login.account).toBe('wang@example.com');
    expect(member.info?.name).toBe('王小明');
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['cv-web-token']).toBe('tok-9');
  });

  it('L00004 stores the token as not valid and sends the member to change the password', async () => {
    const store = newStore();
    fetchMock.mockResolvedValueOnce(envelope('L00004', { token: 'tok-4', memberUuid: 'm-4' }));

    const result = await store.dispatch(submitLogin('lin@example.com', 'old-pass'));

    expect(result).toEqual({ next: 'change-password' });
    const { login } = store.getState();
    expect(login).toMatchObject({ cvWebToken: 'tok-4', memberUuid: 'm-4', isWebValid: 'false' });
    expect(isLoggedIn(login)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('L00006 stores nothing and asks for the code; the code then logs in as L00001 would', async () => {
    const store = newStore();
    fetchMock
      .mockResolvedValueOnce(envelope('L00006', { challenge: 'ch-6' }))
      .mockResolvedValueOnce(envelope('L00001', { token: 'tok-6', memberUuid: 'm-6' }))
      .mockResolvedValueOnce(envelope('00000', { memberUuid: 'm-6', name: '王小明' }));

    expect(await store.dispatch(submitLogin('wang@example.com', 'secret-pass'))).toEqual({ next: 'two-factor', challenge: 'ch-6' });
    expect(isLoggedIn(store.getState().login)).toBe(false);
    expect(store.getState().login.cvWebToken).toBe('');

    expect(await store.dispatch(submitSecondFactor('ch-6', '123456'))).toEqual({ next: 'member' });
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toMatch(/\/login\/v1\/two-factor$/);
    expect(JSON.parse(String(init.body))).toEqual({ challenge: 'ch-6', code: '123456' });
    expect(store.getState().login).toMatchObject({ cvWebToken: 'tok-6', isWebValid: 'true' });
  });

  it('a wrong second factor comes back as the error for the form', async () => {
    const store = newStore();
    fetchMock.mockResolvedValueOnce(envelope('C00001', null, 422));
    const result = await store.dispatch(submitSecondFactor('ch-6', '000000'));
    expect(result).toMatchObject({ next: 'error', error: { code: 'C00001' } });
    expect(isLoggedIn(store.getState().login)).toBe(false);
  });

  it('L00005 resumes e-mail verification with the tempUuid', async () => {
    const store = newStore();
    fetchMock.mockResolvedValueOnce(envelope('L00005', { tempUuid: 't-5' }, 403));

    const result = await store.dispatch(submitLogin('new@example.com', 'pass-word'));

    expect(result).toEqual({ next: 'verify-email', tempUuid: 't-5' });
    expect(store.getState().login).toMatchObject({ tempUuid: 't-5', registerMail: 'new@example.com', cvWebToken: '' });
  });

  it.each([
    ['L00002', 401],
    ['L00003', 429],
  ])('%s is returned for the form and stores nothing', async (code, status) => {
    const store = newStore();
    fetchMock.mockResolvedValueOnce(envelope(code, null, status));

    const result = await store.dispatch(submitLogin('wang@example.com', 'wrong'));

    expect(result).toMatchObject({ next: 'error', error: { code, status, message: '訊息' } });
    expect(store.getState().login.cvWebToken).toBe('');
  });
});

describe('afterLoginPath', () => {
  const store = () => makeStore({ environment: { navigate: jest.fn(), announce: jest.fn() } });
  const family = { uuid: 'fam-1', name: 'TL 35', series: 'TL', tagline: '', description: '', vehicles: [], colors: [], carParts: [], localCarParts: [] };

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
