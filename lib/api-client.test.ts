/** @jest-environment node */
import { apiRequest } from './api-client';

const reply = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  it('sends JSON, accepts JSON, the frame-deny header and the token, and returns the data', async () => {
    fetchMock.mockResolvedValue(reply({ code: '00000', message: '成功', data: { cities: 22 } }));

    const result = await apiRequest<{ cities: number }>({ path: '/address/address/v1', query: { cityId: 'A', townId: undefined }, token: 'tok' });

    expect(result).toEqual({ ok: true, code: '00000', message: '成功', data: { cities: 22 } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/address/address/v1?cityId=A');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Frame-Options': 'DENY',
      'cv-web-token': 'tok',
    });
  });

  it('returns L00004 as an answer the caller can tell apart from L00001', async () => {
    fetchMock.mockResolvedValue(reply({ code: 'L00004', message: '請先變更密碼', data: { token: 't', memberUuid: 'm' } }));
    const result = await apiRequest({ path: '/login/v1', method: 'POST', body: { account: 'a@b.tw', password: 'x' } });
    expect(result).toMatchObject({ ok: true, code: 'L00004' });
  });

  it('returns L00006 (the second factor next) as an answer with its challenge, not as a failure', async () => {
    fetchMock.mockResolvedValue(reply({ code: 'L00006', message: '請輸入驗證器 App 上的 6 位數驗證碼', data: { challenge: 'c' } }));
    const result = await apiRequest({ path: '/login/v1', method: 'POST', body: { account: 'a@b.tw', password: 'x' } });
    expect(result).toMatchObject({ ok: true, code: 'L00006', data: { challenge: 'c' } });
  });

  it('returns the error object of a business failure, with its field errors', async () => {
    const errors = [{ path: 'mobile', message: '手機號碼格式不正確' }];
    fetchMock.mockResolvedValue(reply({ code: 'V00001', message: '資料格式有誤', data: { errors } }, 422));

    const result = await apiRequest({ path: '/member/member/v1/register', method: 'POST', body: {} });

    expect(result).toEqual({ ok: false, error: { code: 'V00001', message: '資料格式有誤', status: 422, data: { errors } } });
  });

  it('returns an error object instead of throwing when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await apiRequest({ path: '/vehicle/family/v1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'NETWORK', status: 0 } });
    expect(!result.ok && result.error.message).toMatch(/網路/);
  });

  it('returns an error object when the answer is not the envelope', async () => {
    fetchMock.mockResolvedValue(reply('<html>bad gateway</html>', 502));
    const result = await apiRequest({ path: '/vehicle/family/v1' });
    expect(result).toMatchObject({ ok: false, error: { status: 502 } });
  });
});
