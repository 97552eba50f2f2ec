/** @jest-environment node */
import type { ApiCode } from '@/lib/api/codes';
import { http } from 'msw';
import { answer, apiServer, inTurn, pathOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { api } from './api';
import { makeStore } from './make-store';
import { sessionEnded } from './session/session-ended';
import { loginStored } from './slices/login-slice';

setupApiServer();
const MEMBER_PATH = '/api/member/member/v1';
const envelope = (code: ApiCode, data: unknown, status = 200) => answer(data, code, status, code === '00000' ? '成功' : '登入逾時');
/** GET /member/member/v1 answered by `answers`, one a request. */
const memberAnswers = (...answers: Array<Response | Promise<Response>>) => apiServer.use(http.get(MEMBER_PATH, inTurn(...answers)));

describe('api over the envelope', () => {
  function loggedInStore() {
    const navigate = jest.fn();
    const store = makeStore({ environment: { navigate, announce: jest.fn() } });
    store.dispatch(loginStored({ token: 'tok-1', memberUuid: 'm-1', valid: true }));
    return { store, navigate };
  }

  it('sends the stored token in cv-web-token and puts the member into the member slice', async () => {
    const { store } = loggedInStore();
    memberAnswers(envelope('00000', { memberUuid: 'm-1', name: '王小明' }));

    await store.dispatch(api.endpoints.getMember.initiate());

    const [request] = sentRequests();
    expect(pathOf(request)).toBe('/api/member/member/v1');
    expect(request.headers.get('cv-web-token')).toBe('tok-1');
    expect(store.getState().member.info?.name).toBe('王小明');
  });

  it.each<ApiCode>(['A00001', 'A00005', 'A00009'])('ends the session on %s from an authenticated call', async (code) => {
    const { store, navigate } = loggedInStore();
    memberAnswers(envelope(code, null, 401));

    const result = await store.dispatch(api.endpoints.getMember.initiate());

    expect(result.error).toMatchObject({ code, status: 401 });
    expect(store.getState().login.cvWebToken).toBe('');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a call answered after its login was forgotten (or replaced) ends nothing and sends nobody home', async () => {
    const { store, navigate } = loggedInStore();
    let deliver: (response: Response) => void = () => {};
    memberAnswers(new Promise<Response>((resolve) => (deliver = resolve)));

    const pending = store.dispatch(api.endpoints.getMember.initiate());
    store.dispatch(sessionEnded({ reason: 'forget' }));
    store.dispatch(loginStored({ token: 'tok-2', memberUuid: 'm-1', valid: true }));
    deliver(envelope('A00005', null, 401));
    await pending;

    expect(store.getState().login.cvWebToken).toBe('tok-2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a call that went out after the login was forgotten ends nothing and sends nobody home', async () => {
    const { store, navigate } = loggedInStore();
    store.dispatch(sessionEnded({ reason: 'forget' }));
    memberAnswers(envelope('A00001', null, 401));

    await store.dispatch(api.endpoints.getMember.initiate());

    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session on other errors', async () => {
    const { store, navigate } = loggedInStore();
    memberAnswers(envelope('E00500', null, 500));

    await store.dispatch(api.endpoints.getMember.initiate());

    expect(store.getState().login.cvWebToken).toBe('tok-1');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('after a session ends', () => {
  it('forgets cached member answers, so the next member never sees the previous one', async () => {
    const store = makeStore();
    store.dispatch(loginStored({ token: 'tok-1', memberUuid: 'm-1', valid: true }));
    memberAnswers(envelope('00000', { memberUuid: 'm-1', name: '王小明' }), envelope('A00009', null, 401));
    await store.dispatch(api.endpoints.getMember.initiate());

    await store.dispatch(api.endpoints.getMember.initiate(undefined, { forceRefetch: true }));
    await new Promise((resolve) => setTimeout(resolve, 5));

    expect(api.endpoints.getMember.select()(store.getState()).data).toBeUndefined();
    expect(store.getState().member.info).toBeNull();
  });
});
