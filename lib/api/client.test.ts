/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { answer, apiServer, pathOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { apiRequest } from './client';

setupApiServer();
/** Every request, whatever its method and path, answered by `respond`. */
const answerAll = (respond: () => Response) => apiServer.use(http.all('/api/*', respond));

describe('apiRequest', () => {
  it('fills the path of the call it names with its params, escaped', async () => {
    answerAll(() => answer(null));
    await apiRequest({ call: 'POST /member/session/v1/{sessionUuid}/end', params: { sessionUuid: 'a/b c' }, body: { password: 'x' } });
    const [request] = sentRequests();
    expect(request.method).toBe('POST');
    expect(pathOf(request)).toBe('/api/member/session/v1/a%2Fb%20c/end');
  });

  it('sends JSON, accepts JSON, the frame-deny header and the token, and returns the data', async () => {
    answerAll(() => answer({ cities: 22 }));

    const result = await apiRequest({ call: 'GET /address/address/v1', query: { cityId: 'A', townId: undefined }, token: 'tok' });

    expect(result).toEqual({ ok: true, code: '00000', message: '成功', data: { cities: 22 } });
    const [request] = sentRequests();
    expect(pathOf(request)).toBe('/api/address/address/v1?cityId=A');
    expect(Object.fromEntries(request.headers)).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-frame-options': 'DENY',
      'cv-web-token': 'tok',
    });
  });

  it('returns L00004 as an answer the caller can tell apart from L00001', async () => {
    answerAll(() => answer({ token: 't', memberUuid: 'm' }, 'L00004', 200, '請先變更密碼'));
    const result = await apiRequest({ call: 'POST /login/v1', body: { account: 'a@b.tw', password: 'x' } });
    expect(result).toMatchObject({ ok: true, code: 'L00004' });
  });

  it('returns L00006 (the second factor next) as an answer with its challenge, not as a failure', async () => {
    answerAll(() => answer({ challenge: 'c' }, 'L00006', 200, '請輸入驗證器 App 上的 6 位數驗證碼'));
    const result = await apiRequest({ call: 'POST /login/v1', body: { account: 'a@b.tw', password: 'x' } });
    expect(result).toMatchObject({ ok: true, code: 'L00006', data: { challenge: 'c' } });
  });

  it('returns the error object of a business failure, with its field errors', async () => {
    const errors = [{ path: 'mobile', message: '手機號碼格式不正確' }];
    answerAll(() => answer({ errors }, 'V00001', 422, '資料格式有誤'));

    const result = await apiRequest({ call: 'POST /member/member/v1/register', body: {} as never });

    expect(result).toEqual({ ok: false, error: { code: 'V00001', message: '資料格式有誤', status: 422, data: { errors } } });
  });

  it('returns an error object instead of throwing when the network fails', async () => {
    answerAll(() => HttpResponse.error());
    const result = await apiRequest({ call: 'GET /vehicle/family/v1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'NETWORK', status: 0 } });
    expect(!result.ok && result.error.message).toMatch(/網路/);
  });

  it('returns an error object when the answer is not the envelope', async () => {
    answerAll(() => new HttpResponse('<html>bad gateway</html>', { status: 502, headers: { 'Content-Type': 'application/json' } }));
    const result = await apiRequest({ call: 'GET /vehicle/family/v1' });
    expect(result).toMatchObject({ ok: false, error: { status: 502 } });
  });
});
