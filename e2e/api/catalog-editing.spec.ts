import { expect, test, type APIRequestContext } from '@playwright/test';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { taipeiToday } from '@/lib/format/dates';
import { call, DEMO, expectInvalid, expectNotFound, login, newMember, plainPreorder, send } from './support';
import { setCatalogAvailability, staffCall, staffToken, staffSend } from './staff-support';

// Issue 20, the catalog (總公司業務 and 管理員): prices from a day on, the price in force used by the
// public pages, the configurator's data and the server's price rule alike; items withdrawn and
// reinstated; pre-orders keeping what they were placed with; what would leave a family unorderable
// refused. The tests work on the tractor family (the other tests use the first ones) and put every
// price and item back as seeded.

interface Preorder {
  uuid: string;
  price: { total: number; unitPrice: number };
  configuration: { vehicle: { uuid: string; price: number }; originParts: { uuid: string; name: string; price: number }[] };
}

const TRACTOR = '泰嵐 TX 曳引車';

async function publicFamily(request: APIRequestContext, name = TRACTOR) {
  const list = (await send(request, { call: 'GET /vehicle/family/v1' })).body.data;
  const summary = list.find((family) => family.name === name)!;
  const detail = (await send(request, { call: 'GET /vehicle/family/v1/{id}', params: { id: summary.uuid } })).body.data;
  return { summary, detail };
}

const catalogOf = async (request: APIRequestContext, token: string, id: string) =>
  (await staffSend(request, token, { call: 'GET /staff/catalog/v1/{id}', params: { id } })).body.data;

const priceList = (
  request: APIRequestContext,
  token: string,
  catalog: FamilyCatalog,
  entries: { itemId: string; price: number }[],
  day = taipeiToday(),
) =>
  staffSend(request, token, {
    call: 'POST /staff/catalog/v1/{id}/price-lists',
    params: { id: catalog.id },
    body: {
      version: catalog.version,
      name: `測試價格表 ${Date.now().toString(36)}`,
      effectiveDate: day,
      entries,
    },
  });

const availability = setCatalogAvailability;

const order = (request: APIRequestContext, token: string, body: unknown) =>
  call<Preorder>(request, 'POST', '/order/order/v1', { token, body, headers: { 'Idempotency-Key': `test-${crypto.randomUUID()}` } });

test('a price from today is the price everywhere at once; an earlier pre-order keeps its own; the history stays', async ({ request }) => {
  const hq = await staffToken(request, 'hq');
  const { summary, detail } = await publicFamily(request);
  const member = await newMember(request);
  const before = plainPreorder(detail);
  const earlier = await order(request, member.token, before);
  expect(earlier.status, JSON.stringify(earlier.body)).toBe(201);
  const oldPrice = detail.vehicles[0].price;
  const newPrice = oldPrice + 123_000;

  let catalog = await catalogOf(request, hq, detail.uuid);
  expect(catalog.vehicles.find((v) => v.id === detail.vehicles[0].uuid)).toMatchObject({ price: oldPrice, nextPrice: null, active: true });
  const changed = await priceList(request, hq, catalog, [{ itemId: detail.vehicles[0].uuid, price: newPrice }]);
  expect(changed.status, JSON.stringify(changed.body)).toBe(201);
  catalog = changed.body.data;
  try {
    expect(catalog.vehicles.find((v) => v.id === detail.vehicles[0].uuid)?.price).toBe(newPrice);
    expect(catalog.priceLists[0]).toMatchObject({ effectiveDate: taipeiToday(), createdBy: expect.any(String) });
    expect(catalog.priceLists[0].entries).toEqual([
      { itemId: detail.vehicles[0].uuid, label: expect.stringContaining('hp'), price: newPrice },
    ]);
    // One in force is not called off: a new list corrects it, and what was charged stays on record.
    const cancel = await staffSend(request, hq, {
      call: 'POST /staff/catalog/v1/{id}/price-lists/{listId}/cancel',
      params: { id: detail.uuid, listId: catalog.priceLists[0].id },
      body: {
        version: catalog.version,
      },
    });
    expect(cancel.body).toMatchObject({ code: 'S00422', message: '這張價格表已經生效，無法取消；要調整價格，請新增一張價格表' });

    // The API's family (the configurator's data), its list's starting price, the family page.
    const now = await publicFamily(request);
    expect(now.detail.vehicles[0].price).toBe(newPrice);
    expect(now.summary.startingPrice).toBe(Math.min(...now.detail.vehicles.map((v) => v.price)));
    expect(await (await request.get(`/vehicleowner/info-${summary.uuid}`)).text()).toContain(newPrice.toLocaleString('en-US'));

    // The server prices a new pre-order at the new price; the earlier one keeps the old.
    const later = await order(request, member.token, before);
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body.data.price.unitPrice - earlier.body.data.price.unitPrice).toBe(123_000);
    const kept = await send(request, { call: 'GET /order/order/v1/{uuid}', params: { uuid: earlier.body.data.uuid }, token: member.token });
    expect(kept.body.data.price).toEqual(earlier.body.data.price);
    expect(kept.body.data.configuration.vehicle.price).toBe(oldPrice);
  } finally {
    const restored = await priceList(request, hq, catalog, [{ itemId: detail.vehicles[0].uuid, price: oldPrice }]);
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    // Both lists stay, newest first.
    expect(restored.body.data.priceLists.slice(0, 2).map((list) => list.entries[0].price)).toEqual([oldPrice, newPrice]);
  }
  expect((await publicFamily(request)).detail.vehicles[0].price).toBe(oldPrice);
});

test('a price from a later day is shown as to come and changes nothing today; called off before its day, it never comes', async ({
  request,
}) => {
  const hq = await staffToken(request, 'hq');
  const { detail } = await publicFamily(request);
  const catalog = await catalogOf(request, hq, detail.uuid);
  const material = catalog.colors.flatMap((color) => color.materials)[0];
  const answer = await priceList(request, hq, catalog, [{ itemId: material.id, price: material.price + 5_000 }], '2099-12-31');
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const shown = answer.body.data.colors.flatMap((color) => color.materials).find((m) => m.id === material.id)!;
  expect(shown).toMatchObject({ price: material.price, nextPrice: { price: material.price + 5_000, effectiveDate: '2099-12-31' } });
  const now = (await publicFamily(request)).detail.colors.flatMap((color) => color.materials).find((m) => m.uuid === material.id)!;
  expect(now.surcharge).toBe(material.price);

  const list = answer.body.data.priceLists[0];
  const cancel = (version: number, id = list.id) =>
    staffSend(request, hq, {
      call: 'POST /staff/catalog/v1/{id}/price-lists/{listId}/cancel',
      params: { id: detail.uuid, listId: id },
      body: { version },
    });
  const cancelled = await cancel(answer.body.data.version);
  expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe('00000');
  const after = cancelled.body.data;
  expect(after.colors.flatMap((color) => color.materials).find((m) => m.id === material.id)?.nextPrice).toBeNull();
  expect(after.priceLists.find((each) => each.id === list.id)?.cancelledAt).toEqual(expect.any(String));
  expect((await cancel(after.version)).body).toMatchObject({ code: 'S00422', message: '這張價格表已經取消' });
  expectNotFound(await cancel(after.version, crypto.randomUUID()));
});

test('lists to come are judged against the price of their own day: a raise can be undone from a later day; of two lists of one day the later made counts', async ({
  request,
}) => {
  const hq = await staffToken(request, 'hq');
  const { detail } = await publicFamily(request);
  let catalog = await catalogOf(request, hq, detail.uuid);
  const part = catalog.parts.find((p) => p.kind === 'local')!;
  const made: string[] = [];
  const add = async (price: number, day: string) => {
    const answer = await priceList(request, hq, catalog, [{ itemId: part.id, price }], day);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    catalog = answer.body.data;
    made.push(catalog.priceLists.find((list) => list.effectiveDate === day && !made.includes(list.id) && !list.cancelledAt)!.id);
  };
  const next = () => catalog.parts.find((p) => p.id === part.id)!.nextPrice;
  try {
    await add(part.price + 8_000, '2099-12-30');
    // Back to today's price from the day after: a change on that day, not a list that changes nothing.
    await add(part.price, '2099-12-31');
    expect(next()).toEqual({ price: part.price + 8_000, effectiveDate: '2099-12-30' });
    await add(part.price + 111, '2099-12-29');
    await add(part.price + 222, '2099-12-29');
    expect(next()).toEqual({ price: part.price + 222, effectiveDate: '2099-12-29' });
  } finally {
    for (const id of made) {
      const answer = await staffSend(request, hq, {
        call: 'POST /staff/catalog/v1/{id}/price-lists/{listId}/cancel',
        params: { id: detail.uuid, listId: id },
        body: {
          version: catalog.version,
        },
      });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe('00000');
      catalog = answer.body.data;
    }
  }
  expect(next()).toBeNull();
});

test('a withdrawn part leaves the public family and new pre-orders at once; an earlier pre-order keeps it; reinstated, it is back', async ({
  request,
}) => {
  const hq = await staffToken(request, 'hq');
  const { detail } = await publicFamily(request);
  const part = detail.carParts[0];
  const member = await newMember(request);
  const withPart = { ...plainPreorder(detail), originPartUuids: [part.uuid] };
  const earlier = await order(request, member.token, withPart);
  expect(earlier.status, JSON.stringify(earlier.body)).toBe(201);

  let catalog = await catalogOf(request, hq, detail.uuid);
  const withdrawn = await availability(request, hq, catalog, 'part', part.uuid, false);
  expect(withdrawn.body.code, JSON.stringify(withdrawn.body)).toBe('00000');
  catalog = withdrawn.body.data;
  try {
    expect(catalog.parts.find((p) => p.id === part.uuid)?.active).toBe(false);
    expect((await publicFamily(request)).detail.carParts.map((p) => p.uuid)).not.toContain(part.uuid);
    const refused = await order(request, member.token, withPart);
    expect(refused.body).toMatchObject({ code: 'O00001', message: '所選配件已停售或不屬於此車系，請重新選擇' });
    const kept = await send(request, { call: 'GET /order/order/v1/{uuid}', params: { uuid: earlier.body.data.uuid }, token: member.token });
    expect(kept.body.data.configuration.originParts).toEqual([{ uuid: part.uuid, name: part.name, price: part.price }]);
    // Withdrawn twice: the rules say why, nothing changes.
    const again = await availability(request, hq, catalog, 'part', part.uuid, false);
    expect(again.body).toMatchObject({ code: 'S00422', message: '這個項目已經停售' });
  } finally {
    const back = await availability(request, hq, catalog, 'part', part.uuid, true);
    expect(back.body.code, JSON.stringify(back.body)).toBe('00000');
  }
  expect((await publicFamily(request)).detail.carParts.map((p) => p.uuid)).toContain(part.uuid);
});

test('a change that would leave the family with nothing to order is refused with the reason, and changes nothing', async ({ request }) => {
  const hq = await staffToken(request, 'hq');
  const { detail } = await publicFamily(request);
  let catalog = await catalogOf(request, hq, detail.uuid);
  const colors = catalog.colors.filter((color) => color.active);
  const taken: string[] = [];
  try {
    for (const color of colors.slice(0, -1)) {
      const answer = await availability(request, hq, catalog, 'color', color.id, false);
      expect(answer.body.code, JSON.stringify(answer.body)).toBe('00000');
      catalog = answer.body.data;
      taken.push(color.id);
    }
    const last = colors.at(-1)!;
    const refused = await availability(request, hq, catalog, 'color', last.id, false);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'S00422', data: null });
    expect(refused.body.message).toContain('此車系將沒有任何可選的顏色與烤漆');
    expect((await catalogOf(request, hq, detail.uuid)).colors.find((color) => color.id === last.id)?.active).toBe(true);
    expect((await publicFamily(request)).detail.colors.map((color) => color.uuid)).toEqual([last.id]);
  } finally {
    for (const id of taken) {
      catalog = (await availability(request, hq, catalog, 'color', id, true)).body.data;
    }
  }
  expect((await publicFamily(request)).detail.colors).toHaveLength(detail.colors.length);
});

test('a color whose every paint is withdrawn is no longer offered; a paint back brings it back', async ({ request }) => {
  const hq = await staffToken(request, 'hq');
  const { detail } = await publicFamily(request);
  let catalog = await catalogOf(request, hq, detail.uuid);
  const color = catalog.colors.find((each) => each.active && each.materials.length === 1 && each.materials[0].active)!;
  catalog = (await availability(request, hq, catalog, 'material', color.materials[0].id, false)).body.data;
  try {
    expect(catalog.colors.find((each) => each.id === color.id)?.active).toBe(true);
    expect((await publicFamily(request)).detail.colors.map((each) => each.uuid)).not.toContain(color.id);
  } finally {
    catalog = (await availability(request, hq, catalog, 'material', color.materials[0].id, true)).body.data;
  }
  expect((await publicFamily(request)).detail.colors.map((each) => each.uuid)).toContain(color.id);
});

test('stale versions, past days, other families’ items, unchanged prices and bad input are refused in words', async ({ request }) => {
  const hq = await staffToken(request, 'hq');
  const { detail } = await publicFamily(request);
  const other = (await publicFamily(request, '泰嵐 TL 35 輕型貨車')).detail;
  const catalog = await catalogOf(request, hq, detail.uuid);
  const vehicle = catalog.vehicles[0];

  const stale = await priceList(request, hq, { ...catalog, version: catalog.version - 1 || 99 }, [
    { itemId: vehicle.id, price: vehicle.price + 1 },
  ]);
  expect(stale.body.code).toBe('S00409');
  expect((stale.body.data as unknown as { record: FamilyCatalog }).record.version).toBe(catalog.version);
  expectInvalid(await priceList(request, hq, catalog, [{ itemId: vehicle.id, price: vehicle.price + 1 }], '2020-01-01'), 'effectiveDate');
  expectInvalid(await priceList(request, hq, catalog, [{ itemId: vehicle.id, price: vehicle.price + 1 }], '2027-02-30'), 'effectiveDate');
  expectInvalid(await priceList(request, hq, catalog, [{ itemId: other.vehicles[0].uuid, price: 1_000_000 }]), 'entries.0.itemId');
  expectInvalid(await priceList(request, hq, catalog, [{ itemId: vehicle.id, price: 0 }]), 'entries.0.price');
  expectInvalid(await priceList(request, hq, catalog, [{ itemId: vehicle.id, price: -5 }]), 'entries.0.price');
  expectInvalid(await priceList(request, hq, catalog, [{ itemId: vehicle.id, price: 1.5 }]), 'entries.0.price');
  expectInvalid(await priceList(request, hq, catalog, []), 'entries');
  const same = await priceList(request, hq, catalog, [{ itemId: vehicle.id, price: vehicle.price }]);
  expect(same.body).toMatchObject({ code: 'S00422', message: '這張價格表沒有改變任何價格：每個價格都與生效日當天原本的價格相同' });
  expectInvalid(await availability(request, hq, catalog, 'vehicle', other.vehicles[0].uuid, false), 'itemId');
  expectInvalid(await availability(request, hq, catalog, 'engine', vehicle.id, false), 'kind');
  // Nothing of that was written.
  expect((await catalogOf(request, hq, detail.uuid)).version).toBe(catalog.version);
});

test('only headquarters and the administrator edit the catalog; every change is in the audit', async ({ request }) => {
  const { detail } = await publicFamily(request);
  for (const who of ['marketing', 'northSales', 'northManager'] as const) {
    const token = await staffToken(request, who);
    expectNotFound(await staffSend(request, token, { call: 'GET /staff/catalog/v1' }));
    expectNotFound(await staffCall(request, token, 'POST', `/staff/catalog/v1/${detail.uuid}/availability`, {}));
  }
  const member = await login(request, DEMO.individual);
  expect((await send(request, { call: 'GET /staff/catalog/v1', headers: { 'cv-staff-token': member } })).status).toBe(401);

  const admin = await staffToken(request, 'admin');
  const families = (await staffSend(request, admin, { call: 'GET /staff/catalog/v1' })).body.data;
  expect(families.map((family) => family.name)).toContain(TRACTOR);
  expectNotFound(await staffSend(request, admin, { call: 'GET /staff/catalog/v1/{id}', params: { id: crypto.randomUUID() } }));
  let catalog = await catalogOf(request, admin, detail.uuid);
  const part = catalog.parts.find((p) => p.kind === 'local')!;
  catalog = (await availability(request, admin, catalog, 'part', part.id, false)).body.data;
  catalog = (await availability(request, admin, catalog, 'part', part.id, true)).body.data;
  const audit = await staffCall<{ items: { action: string; recordNumber: string; after: unknown }[] }>(
    request,
    admin,
    'GET',
    `/staff/audit/v1?record=${encodeURIComponent(TRACTOR)}`,
  );
  expect(audit.body.code, JSON.stringify(audit.body)).toBe('00000');
  const mine = audit.body.data.items.filter((item) => item.recordNumber === TRACTOR).slice(0, 2);
  expect(mine.map((item) => item.action)).toEqual(['catalog.reinstate', 'catalog.withdraw']);
  expect(mine[1].after).toEqual({ [`配件「${part.name}」`]: '停售' });
});
