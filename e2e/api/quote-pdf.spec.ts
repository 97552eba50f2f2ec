import { expect, test, type APIRequestContext } from '@playwright/test';
import { quoteBody } from './quote-support';
import { call, expectInvalid, expectNotFound, newMember, send, someIp } from './support';

// 報價單 as a PDF (issue 38): the member who asked downloads it, an A4 PDF with the Chinese font embedded, named
// by the quote's number and never cached; before the dealer issues a version it is the site's estimate. Another
// member gets the portal's not-found answer, a visitor the sign-in one.

const fetchPdf = (request: APIRequestContext, uuid: string, token?: string, query = '') =>
  request.fetch(`/api/order/quote/v1/${uuid}/pdf${query}`, {
    headers: { ...(token ? { 'cv-web-token': token } : {}), 'X-Forwarded-For': someIp() },
  });

test('the member who asked downloads the quote as a PDF; another member and a visitor cannot', async ({ request }) => {
  const member = await newMember(request);
  const asked = await send(request, { call: 'POST /order/quote/v1', token: member.token, body: await quoteBody(request) });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const { uuid, number } = asked.body.data;

  const pdf = await fetchPdf(request, uuid, member.token);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
  expect(pdf.headers()['cache-control']).toBe('no-store');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKtc-Regular/);
  // A 60-month loan: the repayment table runs over pages.
  expect(Number(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(bytes.toString('latin1'))?.[1])).toBeGreaterThan(2);

  // No version is issued yet: asking for one is not found; a version that is no number is refused on its field.
  const noVersion = await send(request, {
    call: 'GET /order/quote/v1/{uuid}/pdf',
    params: { uuid },
    query: { version: 1 },
    token: member.token,
  });
  expectNotFound(noVersion);
  expectInvalid(await call(request, 'GET', `/order/quote/v1/${uuid}/pdf?version=abc`, { token: member.token }), 'version');

  const other = await newMember(request);
  expectNotFound(await send(request, { call: 'GET /order/quote/v1/{uuid}/pdf', params: { uuid }, token: other.token }));
  const visitor = await fetchPdf(request, uuid);
  expect(visitor.status()).toBe(401);
  expect(await visitor.json()).toEqual({ code: 'A00001', message: '請先登入', data: null });
});
