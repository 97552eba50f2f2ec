/** @jest-environment node */
import type { ApiCode } from '@/lib/api/codes';
import { http } from 'msw';
import type { MemberInfo } from '@/lib/schemas/member-info';
import { answer, apiServer, pathOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { accountApi } from '../account-api';
import { makeStore } from '../make-store';
import {
  forgetCodeAccepted,
  forgetFinished,
  forgetStarted,
  initialLoginState,
  loginSlice,
  loginStored,
  type LoginState,
} from './login-slice';
import { memberInfoLoaded } from './member-slice';

const reduce = loginSlice.reducer;

describe('login slice: the forgotten-password steps', () => {
  const started = () => reduce(initialLoginState, forgetStarted({ tempUuid: 't-42', account: 'wang@example.com' }));

  it('forgetStarted keeps the tempUuid and the account', () => {
    expect(started()).toMatchObject({ tempUuid: 't-42', account: 'wang@example.com', resetToken: '' });
  });

  it('forgetStarted again (a new address) forgets an earlier reset token', () => {
    let state = reduce(started(), forgetCodeAccepted('reset-token-of-the-first-try-000'));
    state = reduce(state, forgetStarted({ tempUuid: 't-43', account: 'lin@example.com' }));
    expect(state).toMatchObject({ tempUuid: 't-43', account: 'lin@example.com', resetToken: '' });
  });

  it('forgetCodeAccepted keeps the reset token, with tempUuid and account', () => {
    const state = reduce(started(), forgetCodeAccepted('reset-token-0123456789abcdef'));
    expect(state).toMatchObject({
      resetToken: 'reset-token-0123456789abcdef',
      tempUuid: 't-42',
      account: 'wang@example.com',
    });
  });

  it('forgetFinished drops tempUuid and reset token, keeps the account for the login form', () => {
    let state = reduce(started(), forgetCodeAccepted('reset-token-0123456789abcdef'));
    state = reduce(state, forgetFinished());
    expect(state).toMatchObject({ tempUuid: '', resetToken: '', account: 'wang@example.com' });
  });

  it('leaves the login itself alone through the whole flow', () => {
    let state: LoginState = reduce(initialLoginState, loginStored({ token: 'tok', memberUuid: 'm-1', valid: true }));
    for (const action of [forgetStarted({ tempUuid: 't', account: 'a@example.com' }), forgetCodeAccepted('r'), forgetFinished()]) {
      state = reduce(state, action);
    }
    expect(state).toMatchObject({ cvWebToken: 'tok', memberUuid: 'm-1', isWebValid: 'true' });
  });
});

describe('member slice: the member info from the account calls', () => {
  setupApiServer();
  const envelope = (code: ApiCode, message: string, data: unknown, status = 200) => answer(data, code, status, message);
  /** Whatever the account call, it is answered by `response`, once. */
  const answerOnce = (response: Response) => apiServer.use(http.all('/api/*', () => response, { once: true }));

  const member = (changes: Partial<MemberInfo> = {}): MemberInfo => ({
    memberUuid: 'm-1',
    memberType: 'individual',
    twoFactorEnabled: false,
    email: 'wang@example.com',
    name: '王小明',
    mobile: '0987654321',
    cityId: '01',
    townId: '0101',
    zip: '100',
    address: '忠孝西路一段 1 號',
    createdAt: '2024-01-02T03:04:05.000Z',
    idNumber: 'F13****093',
    ...changes,
  });

  function loggedInStore() {
    const store = makeStore();
    store.dispatch(loginStored({ token: 'tok-1', memberUuid: 'm-1', valid: true }));
    store.dispatch(memberInfoLoaded(member()));
    return store;
  }

  it('takes the member info answered by updateMember', async () => {
    const store = loggedInStore();
    const updated = member({ name: '王大明', mobile: '0911222333' });
    answerOnce(envelope('00000', '成功', updated));

    await store.dispatch(accountApi.endpoints.updateMember.initiate({ name: '王大明', mobile: '0911222333' }));

    expect(store.getState().member.info).toEqual(updated);
    const [request] = sentRequests();
    expect([pathOf(request), request.method]).toEqual(['/api/member/member/v1', 'PUT']);
    expect(request.headers.get('cv-web-token')).toBe('tok-1');
  });

  it('keeps the member info when updateMember fails', async () => {
    const store = loggedInStore();
    answerOnce(envelope('V00001', '資料驗證失敗', { errors: [{ path: 'mobile', message: '手機號碼格式不正確（09 開頭共 10 碼）' }] }, 400));

    const result = await store.dispatch(accountApi.endpoints.updateMember.initiate({ mobile: '123' }));

    expect(result).toMatchObject({ error: { code: 'V00001' } });
    expect(store.getState().member.info).toEqual(member());
  });

  it('takes the member info with the new e-mail answered by confirmEmail', async () => {
    const store = loggedInStore();
    const confirmed = member({ email: 'new.address@example.com' });
    answerOnce(envelope('00000', '成功', confirmed));

    await store.dispatch(accountApi.endpoints.confirmEmail.initiate({ email: 'new.address@example.com', code: '123456' }));

    expect(store.getState().member.info?.email).toBe('new.address@example.com');
    expect(store.getState().member.info).toEqual(confirmed);
    const [request] = sentRequests();
    expect(pathOf(request)).toBe('/api/member/member/v1/email/valid?email=new.address%40example.com&code=123456');
  });

  it('keeps the old e-mail when the code is refused', async () => {
    const store = loggedInStore();
    answerOnce(envelope('C00001', '驗證碼錯誤或已過期', null, 422));

    await store.dispatch(accountApi.endpoints.confirmEmail.initiate({ email: 'new.address@example.com', code: '000000' }));

    expect(store.getState().member.info?.email).toBe('wang@example.com');
  });

  it('does not take the answer of another account call (registration) as member info', async () => {
    const store = loggedInStore();
    answerOnce(envelope('00000', '成功', { tempUuid: 't-1', registerMail: 'x@example.com' }));

    await store.dispatch(accountApi.endpoints.resendRegistrationCode.initiate({ tempUuid: 't-1' }));

    expect(store.getState().member.info).toEqual(member());
  });
});
