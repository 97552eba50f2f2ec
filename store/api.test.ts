/** @jest-environment node */
import { api } from './api';
import { makeStore } from './make-store';
import { sessionEnded } from './session/session-ended';
import { loginStored } from './slices/login-slice';

const envelope = (code: string, data: unknown, status = 200) =>
  new Response(JSON.stringify({ code, message: code === '00000' ? '成功' : '登入逾時', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('api over the envelope', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  function loggedInStore() {
    const navigate = jest.fn();
    const store = makeStore({ environment: { navigate, announce: jest.fn() } });
    store.dispatch(loginStored({ token: 'tok-1', memberUuid: 'm-1', valid: true }));
    return { store, navigate };
  }

  it('sends the stored token in cv-web-token and puts the member into the member slice', async () => {
    const { store } = loggedInStore();
    fetchMock.mockResolvedValue(envelope('00000', { memberUuid: 'm-1', name: '王小明' }));

    await store.dispatch(api.endpoints.getMember.initiate());

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/member/member/v1');
    expect((init.headers as Record<string, string>)['cv-web-token']).toBe('tok-1');
    expect(store.getState().member.info?.name).toBe('王小明');
  });

  it.each(['A00001', 'A00005', 'A00009'])('ends the session on %s from an authenticated call', async (code) => {
    const { store, navigate } = loggedInStore();
    fetchMock.mockResolvedValue(envelope(code, null, 401));

    const result = await store.dispatch(api.endpoints.getMember.initiate());

    expect(result.error).toMatchObject({ code, status: 401 });
    expect(store.getState().login.cvWebToken).toBe('');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a call answered after its login was forgotten (or replaced) ends nothing and sends nobody home', async () => {
    const { store, navigate } = loggedInStore();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));

    const pending = store.dispatch(api.endpoints.getMember.initiate());
    store.dispatch(sessionEnded({ reason: 'forget' }));
    store.dispatch(loginStored({ token: 'tok-2', memberUuid: 'm-1', valid: true }));
    answer(envelope('A00005', null, 401));
    await pending;

    expect(store.getState().login.cvWebToken).toBe('tok-2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a call that went out after the login was forgotten ends nothing and sends nobody home', async () => {
    const { store, navigate } = loggedInStore();
    store.dispatch(sessionEnded({ reason: 'forget' }));
    fetchMock.mockResolvedValue(envelope('A00001', null, 401));

    await store.dispatch(api.endpoints.getMember.initiate());

    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session on other errors', async () => {
    const { store, navigate } = loggedInStore();
    fetchMock.mockResolvedValue(envelope('E00500', null, 500));

    await store.dispatch(api.endpoints.getMember.initiate());

    expect(store.getState().login.cvWebToken).toBe('tok-1');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('after a session ends', () => {
  it('forgets cached member answers, so the next member never sees the previous one', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    const store = makeStore();
    store.dispatch(loginStored({ token: 'tok-1', memberUuid: 'm-1', valid: true }));
    fetchMock.mockResolvedValueOnce(envelope('00000', { memberUuid: 'm-1', name: '王小明' }));
    await store.dispatch(api.endpoints.getMember.initiate());

    fetchMock.mockResolvedValueOnce(envelope('A00009', null, 401));
    await store.dispatch(api.endpoints.getMember.initiate(undefined, { forceRefetch: true }));
    await new Promise((resolve) => setTimeout(resolve, 5));

    expect(api.endpoints.getMember.select()(store.getState()).data).toBeUndefined();
    expect(store.getState().member.info).toBeNull();
  });
});
