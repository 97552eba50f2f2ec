import { expect, test } from '@playwright/test';
import type { VehicleFamilyDetail, VehicleFamilySummary } from '@/lib/schemas/catalog';
import type { ContractSummary, PreorderDetail } from '@/lib/sale/purchases';
import { validate } from '@/lib/testing/json-schema-validator.mjs';
import { staffSend, staffToken, taipeiDay } from './staff-support';
import {
  call,
  codeIn,
  DEMO,
  individualBody,
  login,
  newMember,
  plainPreorder,
  uniqueEmail,
  waitForMail,
  waitForMailAbout,
  type Answer,
} from './support';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters: { name: string; in: string; required: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
  security?: Record<string, string[]>[];
}

// Every call of the contract (docs/api.md), method and path; {…} stands for a parameter. Written by hand,
// not read from the registry docs/api.md is written from, so a call added to it or lost from it fails here.
const CONTRACT = [
  'GET /vehicle/family/v1',
  'GET /vehicle/family/v1/{}',
  'POST /order/order/v1',
  'GET /member/member/v1',
  'PUT /member/member/v1',
  'PUT /member/member/v1/reset',
  'GET /member/member/v1/email/send',
  'GET /member/member/v1/email/valid',
  'POST /login/v1',
  'POST /member/member/v1/register',
  'POST /member/member/v1/valid',
  'GET /member/member/v1/valid',
  'GET /member/member/v1/resend',
  'GET /login/v1/forget',
  'GET /login/v1/verification',
  'PUT /login/v1/reset',
  'GET /address/address/v1',
  'POST /login/v1/logout',
  'GET /order/order/v1',
  'GET /order/order/v1/{}',
  // Issue 38: the member's quotes.
  'POST /order/quote/v1',
  'GET /order/quote/v1',
  'GET /order/quote/v1/{}',
  'POST /order/quote/v1/{}/accept',
  'GET /order/quote/v1/{}/pdf',
  // A visitor's request, and its mailed link.
  'POST /order/quote/v1/visitor',
  'POST /order/quote/v1/confirm',
  'GET /order/contract/v1',
  'GET /order/contract/v1/{}',
  'POST /order/contract/v1/{}/waive-review',
  'GET /order/contract/v1/{}/text',
  'GET /order/contract/v1/{}/pdf',
  'GET /order/delivery/v1/{}',
  'GET /content/news/v1',
  'GET /content/news/v1/{}',
  'GET /content/magazine/v1',
  'GET /content/magazine/v1/{}',
  'GET /dealer/point/v1',
  'GET /dealer/point/v1/{}',
  'GET /test-drive/slot/v1',
  'POST /test-drive/booking/v1',
  'POST /test-drive/booking/v1/lookup',
  'POST /test-drive/booking/v1/confirm',
  'POST /test-drive/booking/v1/reschedule',
  'POST /test-drive/booking/v1/cancel',
  // The member's sessions and two-factor sign-in (README.md; docs/api.md, section member).
  'GET /member/session/v1',
  'POST /member/session/v1/{}/end',
  'POST /member/session/v1/end-others',
  'POST /member/two-factor/v1/setup',
  'POST /member/two-factor/v1/enable',
  'POST /member/two-factor/v1/disable',
  'POST /member/two-factor/v1/recovery-codes',
  'POST /login/v1/two-factor',
  // Added by the security review: the e-mail change with the current password, and its undo.
  'POST /member/member/v1/email/send',
  'POST /member/member/v1/email/undo',
  // The member's side of the staff console (issue 18): a purchase's history and the choice of notices.
  'GET /order/timeline/v1/{}',
  'GET /member/notice/v1',
  'PUT /member/notice/v1',
  // What browsers report the Content-Security-Policy blocked (issue 35).
  'POST /security/csp-report/v1',
  // Issue 36: the buyer cancels their own pre-order; a staff member chooses their own mails.
  'POST /order/order/v1/{}/cancel',
  // 我的配置: the member's saved configurations.
  'GET /member/configuration/v1',
  'POST /member/configuration/v1',
  'GET /member/configuration/v1/{}',
  'PUT /member/configuration/v1/{}',
  'DELETE /member/configuration/v1/{}',
  // The staff console (issue 18; docs/staff-api.md, in docs/api.md's envelope and codes).
  'POST /staff/login/v1',
  'POST /staff/login/v1/two-factor',
  'POST /staff/login/v1/logout',
  'GET /staff/me/v1',
  'GET /staff/me/v1/notices',
  'PUT /staff/me/v1/notices',
  'POST /staff/setup/v1/open',
  'POST /staff/setup/v1',
  'GET /staff/preorders/v1',
  'GET /staff/preorders/v1/{}',
  'POST /staff/preorders/v1/{}/contacts',
  'POST /staff/preorders/v1/{}/contacting',
  'POST /staff/preorders/v1/{}/assign',
  'POST /staff/preorders/v1/{}/cancel',
  'POST /staff/preorders/v1/{}/convert',
  'GET /staff/test-drives/v1',
  'POST /staff/test-drives/v1/{}/assign',
  'POST /staff/test-drives/v1/{}/called-back',
  'POST /staff/test-drives/v1/{}/confirm',
  'POST /staff/test-drives/v1/{}/move',
  'POST /staff/test-drives/v1/{}/cancel',
  'POST /staff/test-drives/v1/{}/no-show',
  'GET /staff/quotes/v1',
  'GET /staff/quotes/v1/{}',
  'POST /staff/quotes/v1/{}/versions',
  'POST /staff/quotes/v1/{}/versions/{}/approve',
  'POST /staff/quotes/v1/{}/versions/{}/refuse',
  'PUT /staff/dealers/v1/{}/quote-discount-limit',
  'GET /staff/contracts/v1',
  'GET /staff/contracts/v1/{}',
  'GET /staff/contracts/v1/{}/text',
  'GET /staff/contracts/v1/{}/pdf',
  'POST /staff/contracts/v1/{}/assign',
  'POST /staff/contracts/v1/{}/sign',
  'POST /staff/contracts/v1/{}/pay',
  'POST /staff/contracts/v1/{}/cancel',
  'POST /staff/contracts/v1/{}/plan',
  'POST /staff/contracts/v1/{}/done',
  'GET /staff/salespeople/v1',
  'GET /staff/dealers/v1',
  'GET /staff/accounts/v1',
  'POST /staff/accounts/v1',
  'PUT /staff/accounts/v1/{}',
  'POST /staff/accounts/v1/{}/reset',
  'POST /staff/accounts/v1/{}/end-sessions',
  'GET /staff/sessions/v1',
  'POST /staff/sessions/v1/{}/end',
  'GET /staff/audit/v1',
  // The news editor (issue 20; docs/staff-api.md).
  'GET /staff/news/v1',
  'POST /staff/news/v1',
  'GET /staff/news/v1/{}',
  'PUT /staff/news/v1/{}',
  'POST /staff/news/v1/{}/publish',
  'POST /staff/news/v1/{}/withdraw',
  'POST /staff/media/v1',
  'GET /staff/media/v1',
  'GET /staff/catalog/v1',
  'GET /staff/catalog/v1/{}',
  'POST /staff/catalog/v1/{}/price-lists',
  'POST /staff/catalog/v1/{}/price-lists/{}/cancel',
  'POST /staff/catalog/v1/{}/availability',
  'PUT /staff/catalog/v1/{}',
  'POST /staff/catalog/v1/{}/items',
  'PUT /staff/catalog/v1/{}/parts/{}',
  'PUT /staff/catalog/v1/{}/colors/{}',
  'POST /staff/catalog/v1',
  'GET /staff/agreements/v1',
  'POST /staff/agreements/v1',
  'GET /staff/contract-terms/v1',
  'POST /staff/contract-terms/v1',
  'GET /staff/dealer-points/v1',
  'POST /staff/dealer-points/v1',
  'PUT /staff/dealer-points/v1/{}',
  'GET /staff/road-fees/v1',
  'PUT /staff/road-fees/v1/{}',
  'GET /staff/magazine/v1',
  'POST /staff/magazine/v1',
  'GET /staff/magazine/v1/{}',
  'PUT /staff/magazine/v1/{}',
  'POST /staff/magazine/v1/{}/publish',
  'POST /staff/magazine/v1/{}/withdraw',
  'POST /staff/magazine/v1/{}/articles',
  'PUT /staff/magazine/v1/{}/articles/{}',
  'DELETE /staff/magazine/v1/{}/articles/{}',
  'PUT /staff/magazine/v1/{}/articles/order',
];

async function openapi(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  return (await response.json()) as { openapi: string; info: Json; paths: Record<string, Record<string, Operation>>; components: Json };
}

const bodySchema = (doc: Awaited<ReturnType<typeof openapi>>, path: string, method: string) =>
  doc.paths[path][method].requestBody!.content['application/json'].schema;

test('GET /api/openapi.json is an OpenAPI 3.1 document in shape, raw rather than in the envelope', async ({ request }) => {
  const doc = await openapi(request);
  expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
  expect(doc.info.title).toEqual(expect.any(String));
  expect(doc.info.version).toEqual(expect.any(String));
  expect(doc).not.toHaveProperty('code');
  const ids = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    expect(path).toMatch(/^\//);
    for (const [method, op] of Object.entries(methods)) {
      expect(['get', 'post', 'put', 'delete']).toContain(method);
      expect(ids.has(op.operationId), op.operationId).toBe(false);
      ids.add(op.operationId);
      expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      for (const status of Object.keys(op.responses)) expect(status).toMatch(/^[2-5]\d\d$/);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name).sort();
      expect(
        op.parameters
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort(),
        `${method} ${path}`,
      ).toEqual(templated);
      for (const p of op.parameters) expect(['path', 'query', 'header']).toContain(p.in);
    }
  }
});

test('GET /api/openapi.json lists every call of the contract (docs/api.md)', async ({ request }) => {
  const doc = await openapi(request);
  const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`),
  );
  const contract = CONTRACT;
  for (const call of contract) expect(listed, call).toContain(call);
  for (const call of listed) expect(contract, call).toContain(call);
});

test('GET /api/openapi.json: the schemas take a good request and refuse a bad one', async ({ request }) => {
  const doc = await openapi(request);
  const login = bodySchema(doc, '/login/v1', 'post');
  expect(validate(login, { account: 'a@example.com', password: 'whatever1' })).toEqual([]);
  expect(validate(login, { account: 'a@example.com' })).not.toEqual([]);
  expect(validate(login, { account: 'a@example.com', password: 'x', admin: true })).not.toEqual([]);

  const register = bodySchema(doc, '/member/member/v1/register', 'post');
  expect(validate(register, individualBody('b@example.com'))).toEqual([]);
  expect(validate(register, { ...individualBody('b@example.com'), memberType: 'robot' })).not.toEqual([]);
  expect(validate(register, { ...individualBody('b@example.com'), agreeTerms: false })).not.toEqual([]);

  const order = bodySchema(doc, '/order/order/v1', 'post');
  const id = '3f1e2d4c-5b6a-4978-8a1b-2c3d4e5f6a7b';
  const good = {
    vehicleFamilyUuid: id,
    vehicleUuid: id,
    colorUuid: id,
    colorMaterialUuid: id,
    originPartUuids: [],
    localPartUuids: [id],
    quantity: 2,
    acceptAgreement: true,
    agreementVersion: '2026-01',
  };
  expect(validate(order, good)).toEqual([]);
  expect(validate(order, { ...good, quantity: 0 })).not.toEqual([]);
  expect(validate(order, { ...good, quantity: '2' })).not.toEqual([]);
  expect(validate(order, { ...good, colorUuid: 'red' })).not.toEqual([]);
  expect(doc.paths['/order/order/v1'].post.parameters.map((p) => p.name)).toContain('Idempotency-Key');

  const code = doc.paths['/member/member/v1/valid'].get.parameters.find((p) => p.name === 'code')!;
  expect(validate(code.schema, '123456')).toEqual([]);
  expect(validate(code.schema, '12345a')).not.toEqual([]);
});

test('GET /api/openapi.json documents the codes of the wrapper on each call', async ({ request }) => {
  const doc = await openapi(request);
  const member = JSON.stringify(doc.paths['/member/member/v1'].get.responses['401']);
  for (const code of ['A00001', 'A00005', 'A00009']) expect(member).toContain(code);
  expect(JSON.stringify(doc.paths['/member/member/v1/register'].post.responses['429'])).toContain('C00002');
  expect(JSON.stringify(doc.paths['/login/v1'].post.responses['422'])).toContain('V00001');
  expect(doc.paths['/order/order/v1'].post.responses['201']).toBeDefined();
  const registered = (
    doc.paths['/member/member/v1/register'].post.responses['200'] as { content: Record<string, { schema: { properties: { data: Json } } }> }
  ).content['application/json'].schema.properties.data;
  expect(validate(registered, { tempUuid: '3f1e2d4c-5b6a-4978-8a1b-2c3d4e5f6a7b', registerMail: 'a@example.com' })).toEqual([]);
  expect(validate(registered, null)).not.toEqual([]);
  // 30 pre-orders an hour per member (found by fuzz:api: it was missing from the document).
  expect(JSON.stringify(doc.paths['/order/order/v1'].post.responses['429'])).toContain('C00002');
  // The console's calls (found by fuzz:api): their token's 401s, S00409's record, the audit's CSV.
  const staffCall = doc.paths['/staff/preorders/v1/{number}/convert'].post;
  for (const code of ['A00001', 'A00005', 'A00009']) expect(JSON.stringify(staffCall.responses['401'])).toContain(code);
  expect(staffCall.security).toEqual([{ staffToken: [] }]);
  const changed = (staffCall.responses['409'] as { content: Record<string, { schema: { properties: { data: Json } } }> }).content[
    'application/json'
  ].schema.properties.data;
  expect(validate(changed, { record: { number: 'PO20261125-000001', status: 'contracted', version: 3, dealerCode: 'north' } })).toEqual([]);
  expect(validate(changed, null)).not.toEqual([]);
  expect(Object.keys((doc.paths['/staff/audit/v1'].get.responses['200'] as { content: Json }).content)).toContain('text/csv');
});

/** The schema the document gives `data` in the call's success (200, or 201 for a creation). */
function successData(doc: Awaited<ReturnType<typeof openapi>>, method: string, path: string) {
  const op = doc.paths[path][method.toLowerCase()];
  const success = (op.responses['200'] ?? op.responses['201']) as { content: Record<string, { schema: { properties: { data: Json } } }> };
  return { id: op.operationId, schema: success.content['application/json'].schema.properties.data };
}

test('GET /api/openapi.json: real success answers conform to the data schemas, and a broken one does not', async ({ request }) => {
  const [doc, individual, enterprise, member] = await Promise.all([
    openapi(request),
    login(request, DEMO.individual),
    login(request, DEMO.enterprise),
    // The pre-order, the edit and the e-mail change go to a member of this test, so that the demo data stays as it is.
    newMember(request),
  ]);
  const checked = new Set<string>();
  /** Calls (template filled with params) and checks its data against the document; answers the data. */
  async function conforming<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    template: string,
    options: Parameters<typeof call>[3] & { params?: Record<string, string>; query?: string } = {},
  ) {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => options.params![name]) + (options.query ?? '');
    const answer: Answer<T> = await call<T>(request, method, path, options);
    expect(answer.body.code, `${method} ${path}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe('00000');
    const { id, schema } = successData(doc, method, template);
    expect(validate(schema, answer.body.data, doc), `${id}: ${method} ${path}`).toEqual([]);
    checked.add(id);
    return answer.body.data;
  }

  // The catalog, and a pre-order of its first family with one part of each kind that fits.
  const families = await conforming<VehicleFamilySummary[]>('GET', '/vehicle/family/v1');
  const family = await conforming<VehicleFamilyDetail>('GET', '/vehicle/family/v1/{id}', { params: { id: families[0].uuid } });
  const [vehicle] = family.vehicles;
  const fitting = (parts: VehicleFamilyDetail['carParts']) =>
    parts
      .filter((p) => (p.minWheelBase ?? 0) <= vehicle.wheelBase)
      .slice(0, 1)
      .map((p) => p.uuid);
  const body = { ...plainPreorder(family), originPartUuids: fitting(family.carParts), localPartUuids: fitting(family.localCarParts) };
  const placed = await conforming<PreorderDetail>('POST', '/order/order/v1', {
    token: member.token,
    body,
    headers: { 'Idempotency-Key': `schema-${crypto.randomUUID()}` },
  });
  // A quote on the same configuration, leased.
  const { acceptAgreement: _accept, agreementVersion: _version, ...configuration } = body;
  const quote = await conforming<{ uuid: string; number: string }>('POST', '/order/quote/v1', {
    token: member.token,
    body: {
      ...configuration,
      pointSlug: 'taoyuan-guanyin',
      use: 'private',
      plateDay: taipeiDay(10),
      financing: { kind: 'lease', months: 36, annualRatePercent: 4.5, residual: 100_000 },
    },
  });
  await conforming('GET', '/order/quote/v1', { token: member.token });
  await conforming('GET', '/order/quote/v1/{uuid}', { token: member.token, params: { uuid: quote.uuid } });
  // The dealer issues a version of it, and the member accepts it: a pre-order at the quoted price.
  const sales = await staffToken(request, 'northSales');
  const desk = await staffSend(request, sales, { call: 'GET /staff/quotes/v1/{number}', params: { number: quote.number } });
  const issued = await staffSend(request, sales, {
    call: 'POST /staff/quotes/v1/{number}/versions',
    params: { number: quote.number },
    body: { version: desk.body.data.quote.version, discount: 0, validUntil: taipeiDay(7), note: '' },
  });
  expect(issued.body.code, JSON.stringify(issued.body)).toBe('00000');
  await conforming('POST', '/order/quote/v1/{uuid}/accept', {
    token: member.token,
    params: { uuid: quote.uuid },
    body: { version: 1, acceptAgreement: true, agreementVersion: body.agreementVersion },
  });
  // The same quote asked for by a visitor, confirmed from the mailed link.
  const visitorEmail = uniqueEmail('schema-quote');
  await conforming('POST', '/order/quote/v1/visitor', {
    body: {
      ...configuration,
      pointSlug: 'taoyuan-guanyin',
      use: 'private',
      plateDay: taipeiDay(10),
      financing: { kind: 'cash' },
      name: '林訪客',
      mobile: `09${String(Date.now()).slice(-8)}`,
      email: visitorEmail,
    },
  });
  const quoteMail = await waitForMail(request, visitorEmail);
  await conforming('POST', '/order/quote/v1/confirm', { body: { token: /\/quote\/confirm#([\w-]{43})/.exec(quoteMail.text)![1] } });
  await conforming('GET', '/order/order/v1/{uuid}', { token: member.token, params: { uuid: placed.uuid } });

  // The demo members' pre-orders and contracts (one of them contracted), both kinds of buyer and member.
  for (const token of [individual, enterprise, member.token]) {
    await conforming('GET', '/order/order/v1', { token });
    await conforming('GET', '/member/member/v1', { token });
  }
  for (const token of [individual, enterprise]) {
    const contracts = await conforming<ContractSummary[]>('GET', '/order/contract/v1', { token });
    expect(contracts.length).toBeGreaterThan(0);
    for (const { uuid } of contracts) {
      await conforming('GET', '/order/contract/v1/{uuid}', { token, params: { uuid } });
      await conforming('GET', '/order/delivery/v1/{contractUuid}', { token, params: { contractUuid: uuid } });
    }
  }

  await conforming('PUT', '/member/member/v1', {
    token: member.token,
    body: { name: '張新名', cityId: '09', townId: '0901', address: '自由路 2 號' },
  });
  // The saved configurations, before the e-mail undo below ends the member's sessions.
  const saved = await conforming<{ uuid: string; version: number }>('POST', '/member/configuration/v1', {
    token: member.token,
    body: {
      name: '規格比對用',
      familyUuid: family.uuid,
      vehicleUuid: body.vehicleUuid,
      colorUuid: body.colorUuid,
      colorMaterialUuid: body.colorMaterialUuid,
      originPartUuids: body.originPartUuids,
      localPartUuids: body.localPartUuids,
      quantity: 1,
    },
  });
  await conforming('GET', '/member/configuration/v1', { token: member.token });
  await conforming('GET', '/member/configuration/v1/{uuid}', { token: member.token, params: { uuid: saved.uuid } });
  const renamed = await conforming<{ version: number }>('PUT', '/member/configuration/v1/{uuid}', {
    token: member.token,
    params: { uuid: saved.uuid },
    body: { name: '改過的名字', version: saved.version },
  });
  await conforming('DELETE', '/member/configuration/v1/{uuid}', {
    token: member.token,
    params: { uuid: saved.uuid },
    body: { version: renamed.version },
  });
  const next = uniqueEmail('schema');
  await conforming('POST', '/member/member/v1/email/send', { token: member.token, body: { email: next, password: member.password } });
  const code = codeIn(await waitForMail(request, next));
  await conforming('GET', '/member/member/v1/email/valid', {
    token: member.token,
    query: `?email=${encodeURIComponent(next)}&code=${code}`,
  });
  // The old address's mail about the change carries the undo link.
  const undoToken = /token=([\w-]{43})/.exec((await waitForMailAbout(request, member.email, '您的電子郵件已變更')).text)![1];
  await conforming('POST', '/member/member/v1/email/undo', { body: { token: undoToken } });

  const news = await conforming<{ items: { slug: string }[] }>('GET', '/content/news/v1', { query: '?page=1' });
  await conforming('GET', '/content/news/v1/{slug}', { params: { slug: news.items[0].slug } });
  const issues = await conforming<{ slug: string }[]>('GET', '/content/magazine/v1');
  await conforming('GET', '/content/magazine/v1/{slug}', { params: { slug: issues[0].slug } });
  const points = await conforming<{ slug: string }[]>('GET', '/dealer/point/v1', { query: '?city=%E6%A1%83%E5%9C%92%E5%B8%82' });
  await conforming('GET', '/dealer/point/v1/{slug}', { params: { slug: points[0].slug } });
  const drive = { point: 'taichung-xitun', family: families.find((entry) => entry.series === 'TX 曳引')!.uuid };
  const { slots } = await conforming<{ slots: { start: string; left: number }[] }>('GET', '/test-drive/slot/v1', {
    query: `?point=${drive.point}&family=${drive.family}`,
  });
  const driver = {
    name: '林試乘',
    mobile: `09${String(Date.now()).slice(-8)}`,
    email: uniqueEmail('schema-drive'),
    licence: 'combination',
  };
  const pending = await conforming<{ number: string }>('POST', '/test-drive/booking/v1', {
    body: { ...drive, start: slots.filter((slot) => slot.left > 0).at(-1)!.start, ...driver },
  });
  const driveToken = () => /\/test-drive\/manage#([\w-]{43})/.exec(mail.text)![1];
  let mail = await waitForMail(request, driver.email);
  expect(mail.subject).toContain(pending.number);
  await conforming('POST', '/test-drive/booking/v1/lookup', { body: { token: driveToken() } });
  await conforming('POST', '/test-drive/booking/v1/confirm', { body: { token: driveToken() } });
  mail = await waitForMail(request, driver.email, 2);
  await conforming('POST', '/test-drive/booking/v1/reschedule', {
    body: { token: driveToken(), start: slots.filter((slot) => slot.left > 0).at(-2)!.start },
  });
  mail = await waitForMail(request, driver.email, 3);
  await conforming('POST', '/test-drive/booking/v1/cancel', { body: { token: driveToken() } });

  expect([...checked].sort()).toEqual([
    'contractDetail',
    'contractList',
    'dealerPoint',
    'dealerPoints',
    'delivery',
    'emailSendPost',
    'emailUndo',
    'emailValid',
    'familyDetail',
    'familyList',
    'magazineIssue',
    'magazineList',
    'memberGet',
    'memberUpdate',
    'newsItem',
    'newsList',
    'preorderCreate',
    'preorderDetail',
    'preorderList',
    'quoteAccept',
    'quoteConfirm',
    'quoteCreate',
    'quoteDetail',
    'quoteList',
    'quoteVisitorCreate',
    'savedConfiguration',
    'savedConfigurationCreate',
    'savedConfigurationDelete',
    'savedConfigurationList',
    'savedConfigurationRename',
    'testDriveBook',
    'testDriveCancel',
    'testDriveConfirm',
    'testDriveLookup',
    'testDriveReschedule',
    'testDriveSlots',
  ]);

  // The same validator refuses an answer that breaks the schema, so the checks above can fail.
  const { schema } = successData(doc, 'POST', '/order/order/v1');
  expect(validate(schema, { ...placed, price: { ...placed.price, total: String(placed.price.total) } }, doc)).toEqual([
    '/price/total: must be integer',
  ]);
  const withoutUuid: Partial<PreorderDetail> = { ...placed };
  delete withoutUuid.uuid;
  expect(validate(schema, withoutUuid, doc)).toEqual(["/: must have required property 'uuid'"]);
});

test('/dev/api, the reference page, is 404 in production', async ({ request }) => {
  expect((await request.get('/dev/api')).status()).toBe(404);
});
