import { expect, test, type APIRequestContext } from '@playwright/test';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { evaluateOrder } from '@/lib/sale/pricing';
import { call, expectInvalid, newMember, send } from './support';

interface Preorder {
  uuid: string;
  number: string;
  status: string;
  price: { total: number; deposit: number; unitPrice: number; quantity: number };
  configuration: { vehicle: { uuid: string }; localParts: { uuid: string }[] };
}

async function family(request: APIRequestContext, index = 0) {
  const list = await send(request, { call: 'GET /vehicle/family/v1' });
  return (await send(request, { call: 'GET /vehicle/family/v1/{id}', params: { id: list.body.data[index].uuid } })).body.data;
}

/** A full configuration: the longest vehicle, a paint with surcharge, two factory parts, one body. */
function configure(f: VehicleFamilyDetail, quantity = 2) {
  const vehicle = [...f.vehicles].sort((a, b) => b.wheelBase - a.wheelBase)[0];
  const color = f.colors.find((c) => c.materials.length > 1) ?? f.colors[0];
  return {
    vehicleFamilyUuid: f.uuid,
    vehicleUuid: vehicle.uuid,
    colorUuid: color.uuid,
    colorMaterialUuid: color.materials.at(-1)!.uuid,
    originPartUuids: f.carParts.slice(0, 2).map((p) => p.uuid),
    localPartUuids: [f.localCarParts.find((p) => p.exclusiveGroup && (p.minWheelBase ?? 0) <= vehicle.wheelBase)!.uuid],
    quantity,
    acceptAgreement: true as const,
    agreementVersion: f.agreement.version,
  };
}

const key = () => `test-${crypto.randomUUID()}`;
const post = (request: APIRequestContext, token: string, body: unknown, idempotencyKey: string | null = key()) =>
  call<Preorder>(request, 'POST', '/order/order/v1', { token, body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} });

test.describe('POST /order/order/v1', () => {
  test('prices the pre-order on the server with the same rule as the browser and freezes it', async ({ request }) => {
    const member = await newMember(request, 'enterprise');
    const f = await family(request, 1);
    const body = configure(f, 3);
    const answer = await post(request, member.token, body);
    expect(answer.status).toBe(201);
    expect(answer.body.code).toBe('00000');
    const expected = evaluateOrder(f, body);
    expect(expected.problems).toEqual([]);
    expect(answer.body.data.price).toEqual(expected.price);
    expect(answer.body.data.number).toMatch(/^PO\d{8}-\d{6}$/);
    expect(answer.body.data.status).toBe('submitted');

    const one = await send(request, { call: 'GET /order/order/v1/{uuid}', params: { uuid: answer.body.data.uuid }, token: member.token });
    expect(one.body.data.configuration.vehicle.uuid).toBe(body.vehicleUuid);
    const list = await send(request, { call: 'GET /order/order/v1', token: member.token });
    expect(list.body.data.map((p) => p.uuid)).toEqual([answer.body.data.uuid]);
  });

  test('random configurations of every family are priced by the server exactly as the browser prices them', async ({ request }) => {
    const member = await newMember(request);
    let seed = 11;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const anyOf = <T>(items: readonly T[]) => items[random(items.length)];
    for (let index = 0; index < 4; index += 1) {
      const f = await family(request, index);
      for (let round = 0; round < 3; round += 1) {
        const vehicle = anyOf(f.vehicles);
        const color = anyOf(f.colors);
        // Parts as the configurator lets a person pick them: fitting the wheelbase, one per exclusive group.
        const pickParts = (parts: VehicleFamilyDetail['carParts']) => {
          const chosen: typeof parts = [];
          for (const part of parts) {
            const fits = (part.minWheelBase ?? 0) <= vehicle.wheelBase;
            const free = !part.exclusiveGroup || !chosen.some((other) => other.exclusiveGroup === part.exclusiveGroup);
            if (fits && free && random(2) === 1) chosen.push(part);
          }
          return chosen.map((part) => part.uuid);
        };
        const body = {
          vehicleFamilyUuid: f.uuid,
          vehicleUuid: vehicle.uuid,
          colorUuid: color.uuid,
          colorMaterialUuid: anyOf(color.materials).uuid,
          originPartUuids: pickParts(f.carParts),
          localPartUuids: pickParts(f.localCarParts),
          quantity: 1 + random(f.maxQuantity),
          acceptAgreement: true as const,
          agreementVersion: f.agreement.version,
        };
        const expected = evaluateOrder(f, body);
        expect(expected.problems).toEqual([]);
        const answer = await post(request, member.token, body);
        expect(answer.body.code, JSON.stringify(answer.body)).toBe('00000');
        expect(answer.body.data.price).toEqual(expected.price);
      }
    }
  });

  test('a repeated Idempotency-Key returns the first answer and creates nothing; another body is O00002', async ({ request }) => {
    const member = await newMember(request);
    const f = await family(request);
    const body = configure(f, 1);
    const sameKey = key();
    const first = await post(request, member.token, body, sameKey);
    const second = await post(request, member.token, body, sameKey);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const changed = await post(request, member.token, { ...body, quantity: 2 }, sameKey);
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe('O00002');
    expectInvalid(await post(request, member.token, body, null), 'Idempotency-Key');
    expectInvalid(await post(request, member.token, body, 'short'), 'Idempotency-Key');
    expect((await send(request, { call: 'GET /order/order/v1', token: member.token })).body.data).toHaveLength(1);
  });

  test('50 concurrent pre-orders with one key make exactly one pre-order', async ({ request }) => {
    const member = await newMember(request);
    const body = configure(await family(request), 1);
    const sameKey = key();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(request, member.token, body, sameKey)));
    const numbers = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.data.number));
    expect(numbers.size).toBe(1);
    for (const answer of answers) expect(['00000', 'O00003']).toContain(answer.body.code);
    expect((await send(request, { call: 'GET /order/order/v1', token: member.token })).body.data).toHaveLength(1);
  });

  test('refuses a configuration that cannot be built with O00001 and creates nothing', async ({ request }) => {
    const member = await newMember(request);
    const f = await family(request);
    const other = await family(request, 2);
    const body = configure(f, 1);
    const shortest = [...f.vehicles].sort((a, b) => a.wheelBase - b.wheelBase)[0];
    const longBody = f.localCarParts.find((p) => (p.minWheelBase ?? 0) > shortest.wheelBase)!;
    const group = f.localCarParts.filter((p) => p.exclusiveGroup === '車斗車廂').slice(0, 2);
    const cases = {
      'two cargo bodies': { ...body, localPartUuids: group.map((p) => p.uuid) },
      'a body too long for the wheelbase': { ...body, vehicleUuid: shortest.uuid, localPartUuids: [longBody.uuid] },
      "another family's color": { ...body, colorUuid: other.colors[0].uuid },
      'a material of another color': { ...body, colorMaterialUuid: f.colors[1].materials[0].uuid },
      "another family's part": { ...body, originPartUuids: [other.carParts[0].uuid] },
      'more than the family allows': { ...body, quantity: f.maxQuantity + 1 },
      'an old agreement': { ...body, agreementVersion: '2000-01' },
      'an unknown family': { ...body, vehicleFamilyUuid: crypto.randomUUID() },
    };
    for (const [name, candidate] of Object.entries(cases)) {
      const answer = await post(request, member.token, candidate);
      expect(answer.body.code, name).toBe('O00001');
      expect(answer.status, name).toBe(422);
      expect(answer.body.data, name).toBeNull();
      expect(answer.body.message, name).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await send(request, { call: 'GET /order/order/v1', token: member.token })).body.data).toHaveLength(0);
  });

  test('malformed pre-orders are V00001 and create nothing', async ({ request }) => {
    const member = await newMember(request);
    const body = configure(await family(request), 1);
    expectInvalid(await post(request, member.token, { ...body, acceptAgreement: false }), 'acceptAgreement');
    expectInvalid(await post(request, member.token, { ...body, quantity: '2' }), 'quantity');
    expectInvalid(await post(request, member.token, { ...body, quantity: 1.5 }), 'quantity');
    expectInvalid(await post(request, member.token, { ...body, vehicleUuid: "1' OR '1'='1" }), 'vehicleUuid');
    expectInvalid(await post(request, member.token, { ...body, originPartUuids: 'all' }), 'originPartUuids');
    expectInvalid(await post(request, member.token, { ...body, price: 1 }), 'price');
    expectInvalid(await post(request, member.token, { ...body, colorUuid: undefined }), 'colorUuid');
    expectInvalid(
      await call(request, 'POST', '/order/order/v1', { token: member.token, raw: '{"quantity":', headers: { 'Idempotency-Key': key() } }),
    );
    expect((await send(request, { call: 'GET /order/order/v1', token: member.token })).body.data).toHaveLength(0);
  });
});
