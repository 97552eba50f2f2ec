import { expect, test, type APIRequestContext } from '@playwright/test';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { call, CJK, expectEnvelope, expectInvalid, expectNotFound, newMember, send } from './support';

// 我的配置: a member's saved configurations (at most 20), each priced as today and only its owner's.

async function firstFamily(request: APIRequestContext): Promise<VehicleFamilyDetail> {
  const [summary] = (await send(request, { call: 'GET /vehicle/family/v1' })).body.data;
  return (await send(request, { call: 'GET /vehicle/family/v1/{id}', params: { id: summary.uuid } })).body.data;
}

const stepOne = (family: VehicleFamilyDetail, name: string) => ({
  name,
  familyUuid: family.uuid,
  vehicleUuid: family.vehicles[0].uuid,
  colorUuid: null,
  colorMaterialUuid: null,
  originPartUuids: [],
  localPartUuids: [],
  quantity: 1,
});

test('saves a configuration of any step, lists it at today’s price, renames it with its version and deletes it', async ({ request }) => {
  const [family, member] = await Promise.all([firstFamily(request), newMember(request)]);
  const { token } = member;
  const color = family.colors[0];
  const created = await send(request, {
    call: 'POST /member/configuration/v1',
    token,
    body: { ...stepOne(family, '  冷鏈車隊  '), colorUuid: color.uuid, colorMaterialUuid: color.materials[0].uuid, quantity: 2 },
  });
  expect(created.status).toBe(201);
  expectEnvelope(created);
  const saved = created.body.data;
  const unit = family.vehicles[0].price + color.materials[0].surcharge;
  expect(saved).toMatchObject({
    name: '冷鏈車隊',
    familyName: family.name,
    version: 1,
    changes: [],
    price: { unitPrice: unit, quantity: 2, total: unit * 2 },
  });
  expect(saved.code).toMatch(/^[\w-]+$/);

  const second = (await send(request, { call: 'POST /member/configuration/v1', token, body: stepOne(family, '第二組') })).body.data;
  const listed = (await send(request, { call: 'GET /member/configuration/v1', token })).body.data;
  expect(listed.map((each) => each.name)).toEqual(['冷鏈車隊', '第二組']);

  const renamed = await send(request, {
    call: 'PUT /member/configuration/v1/{uuid}',
    token,
    params: { uuid: saved.uuid },
    body: { name: '冷鏈車隊（三軸）', version: 1 },
  });
  expect(renamed.body.data).toMatchObject({ name: '冷鏈車隊（三軸）', version: 2 });
  const stale = await call<{ record: { name: string; version: number } }>(request, 'PUT', `/member/configuration/v1/${saved.uuid}`, {
    token,
    body: { name: '舊分頁的名字', version: 1 },
  });
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('S00409');
  expect(stale.body.data.record).toMatchObject({ name: '冷鏈車隊（三軸）', version: 2 });

  expect((await call(request, 'DELETE', `/member/configuration/v1/${second.uuid}`, { token, body: { version: 1 } })).body.code).toBe(
    '00000',
  );
  expectNotFound(await call(request, 'GET', `/member/configuration/v1/${second.uuid}`, { token }));
  expect((await send(request, { call: 'GET /member/configuration/v1', token })).body.data.map((each) => each.uuid)).toEqual([saved.uuid]);
});

test('refuses the 21st configuration with K00001 in Chinese', async ({ request }) => {
  const [family, { token }] = await Promise.all([firstFamily(request), newMember(request)]);
  for (let n = 1; n <= 20; n += 1) {
    const answer = await send(request, { call: 'POST /member/configuration/v1', token, body: stepOne(family, `配置 ${n}`) });
    expect(answer.body.code, `save ${n}`).toBe('00000');
  }
  const refused = await call(request, 'POST', '/member/configuration/v1', { token, body: stepOne(family, '第 21 組') });
  expect(refused.status).toBe(422);
  expect(refused.body).toEqual({ code: 'K00001', message: '最多可儲存 20 組配置，請先刪除不需要的配置再儲存。', data: null });
  expect((await send(request, { call: 'GET /member/configuration/v1', token })).body.data).toHaveLength(20);
});

test("answers another member's configuration N00404 for every call, and leaves it as it was", async ({ request }) => {
  const [family, owner, stranger] = await Promise.all([firstFamily(request), newMember(request), newMember(request)]);
  const saved = (await send(request, { call: 'POST /member/configuration/v1', token: owner.token, body: stepOne(family, '我的') })).body
    .data;
  const path = `/member/configuration/v1/${saved.uuid}`;
  expectNotFound(await call(request, 'GET', path, { token: stranger.token }));
  expectNotFound(await call(request, 'PUT', path, { token: stranger.token, body: { name: '拿走', version: 1 } }));
  expectNotFound(await call(request, 'DELETE', path, { token: stranger.token, body: { version: 1 } }));
  expect((await send(request, { call: 'GET /member/configuration/v1', token: stranger.token })).body.data).toEqual([]);
  expect(
    (await send(request, { call: 'GET /member/configuration/v1/{uuid}', token: owner.token, params: { uuid: saved.uuid } })).body.data,
  ).toMatchObject({
    name: '我的',
    version: 1,
  });
});

test('validates every input in Chinese and changes nothing', async ({ request }) => {
  const [family, { token }] = await Promise.all([firstFamily(request), newMember(request)]);
  expectInvalid(await call(request, 'POST', '/member/configuration/v1', { token, body: { ...stepOne(family, '   ') } }), 'name');
  expectInvalid(await call(request, 'POST', '/member/configuration/v1', { token, body: { ...stepOne(family, '長'.repeat(41)) } }), 'name');
  expectInvalid(await call(request, 'POST', '/member/configuration/v1', { token, body: { ...stepOne(family, '多的欄位'), price: 1 } }));
  expectInvalid(
    await call(request, 'POST', '/member/configuration/v1', {
      token,
      body: { ...stepOne(family, '別的零件'), originPartUuids: [crypto.randomUUID()] },
    }),
    'originPartUuids',
  );
  expectInvalid(await call(request, 'GET', '/member/configuration/v1/not-a-uuid', { token }), 'uuid');
  expectInvalid(
    await call(request, 'PUT', `/member/configuration/v1/${crypto.randomUUID()}`, { token, body: { name: '新名' } }),
    'version',
  );
  expectInvalid(await call(request, 'DELETE', `/member/configuration/v1/${crypto.randomUUID()}`, { token }));
  expectNotFound(
    await call(request, 'POST', '/member/configuration/v1', {
      token,
      body: { ...stepOne(family, '無此車系'), familyUuid: crypto.randomUUID() },
    }),
  );
  const refused = await call(request, 'POST', '/member/configuration/v1', { token, body: { ...stepOne(family, 'x'), quantity: 0 } });
  expect((refused.body.data as { errors: { message: string }[] }).errors[0].message).toMatch(CJK);
  expect((await send(request, { call: 'GET /member/configuration/v1', token })).body.data).toEqual([]);
});
