import { randomUUID } from 'node:crypto';
import { test, expect, type APIRequestContext } from '@playwright/test';
import type { CarPart, VehicleFamilyDetail, VehicleFamilySummary } from '@/lib/schemas/catalog';
import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import { call, CJK, expectEnvelope, expectInvalid, expectNotFound } from './support';

const LIST = '/vehicle/family/v1';
const detailPath = (id: string) => `${LIST}/${encodeURIComponent(id)}`;

async function families(request: APIRequestContext) {
  const answer = await call<VehicleFamilySummary[]>(request, 'GET', LIST);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function detail(request: APIRequestContext, id: string) {
  const answer = await call<VehicleFamilyDetail>(request, 'GET', detailPath(id));
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return answer.body.data;
}

test.describe('GET /vehicle/family/v1', () => {
  test('lists at least 4 families, each with uuid, name, series, tagline, image, startingPrice and keySpecs', async ({ request }) => {
    const answer = await call<VehicleFamilySummary[]>(request, 'GET', LIST);
    expect(answer.status).toBe(200);
    expectEnvelope(answer);
    expect(answer.body.code).toBe('00000');

    const list = answer.body.data;
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(new Set(list.map((family) => family.uuid)).size).toBe(list.length);
    for (const family of list) {
      expect(family.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
      expect(family.name).toMatch(CJK);
      expect(family.series.trim()).not.toBe('');
      expect(family.tagline).toMatch(CJK);
      expect(family.image).toMatch(/^\/.+\.(svg|png|jpe?g|webp)$/);
      expect(Number.isInteger(family.startingPrice)).toBe(true);
      expect(family.startingPrice).toBeGreaterThan(0);
      expect(family.keySpecs.length).toBeGreaterThan(0);
      for (const spec of family.keySpecs) {
        expect(spec.label.trim()).not.toBe('');
        expect(spec.value.trim()).not.toBe('');
      }
    }
  });

  test("each family's startingPrice is the lowest vehicle price of its detail", async ({ request }) => {
    for (const family of await families(request)) {
      const full = await detail(request, family.uuid);
      expect(full.uuid).toBe(family.uuid);
      expect(full.name).toBe(family.name);
      expect(full.series).toBe(family.series);
      expect(family.startingPrice, family.name).toBe(Math.min(...full.vehicles.map((vehicle) => vehicle.price)));
    }
  });

  test('the family images are served', async ({ request }) => {
    for (const family of await families(request)) {
      const response = await request.get(family.image);
      expect(response.status(), family.image).toBe(200);
    }
  });

  test('a stale or forged token does not keep a visitor from the public list', async ({ request }) => {
    const answer = await call<VehicleFamilySummary[]>(request, 'GET', LIST, { token: 'not-a-real-session-token-0123456789' });
    expectEnvelope(answer);
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThanOrEqual(4);
  });

  test('an unknown query parameter is refused with V00001', async ({ request }) => {
    const answer = await call(request, 'GET', `${LIST}?sort=price`);
    expectEnvelope(answer);

    expectInvalid(answer, 'sort');
  });
});

test.describe('GET /vehicle/family/v1/{id}', () => {
  test('every family has 6 to 30 vehicles, each with hp, suspension, ratCode, gearBox, wheelBase, wheelCount and price', async ({
    request,
  }) => {
    for (const family of await families(request)) {
      const answer = await call<VehicleFamilyDetail>(request, 'GET', detailPath(family.uuid));
      expect(answer.status).toBe(200);
      expectEnvelope(answer);

      const { vehicles } = answer.body.data;
      expect(vehicles.length, family.name).toBeGreaterThanOrEqual(6);
      expect(vehicles.length, family.name).toBeLessThanOrEqual(30);
      for (const vehicle of vehicles) {
        expect(Number.isInteger(vehicle.hp) && vehicle.hp > 0).toBe(true);
        expect(vehicle.suspension.trim()).not.toBe('');
        expect(vehicle.ratCode.trim()).not.toBe('');
        expect(vehicle.gearBox.trim()).not.toBe('');
        expect(Number.isInteger(vehicle.wheelBase) && vehicle.wheelBase > 0).toBe(true);
        expect(vehicle.wheelCount.trim()).not.toBe('');
        expect(Number.isInteger(vehicle.price) && vehicle.price > 0).toBe(true);
      }
    }
  });

  test('vehicles are distinct combinations and not every combination of component values exists', async ({ request }) => {
    for (const family of await families(request)) {
      const { vehicles } = await detail(request, family.uuid);
      const combos = new Set(vehicles.map((vehicle) => JSON.stringify(COMPONENT_KEYS.map((key) => vehicle[key]))));
      expect(combos.size, `${family.name}: two vehicles share one combination`).toBe(vehicles.length);
      const product = COMPONENT_KEYS.reduce((total, key) => total * new Set(vehicles.map((vehicle) => vehicle[key])).size, 1);
      expect(combos.size, `${family.name}: the vehicle list should be sparse`).toBeLessThan(product);
      // Every component offers a real choice somewhere in the catalogue, not a single fixed value everywhere.
      for (const key of ['hp', 'wheelBase', 'gearBox'] as const) {
        expect(new Set(vehicles.map((vehicle) => vehicle[key])).size, `${family.name} ${key}`).toBeGreaterThan(1);
      }
    }
  });

  test('colors each come with at least one paint material', async ({ request }) => {
    for (const family of await families(request)) {
      const { colors } = await detail(request, family.uuid);
      expect(colors.length, family.name).toBeGreaterThan(0);
      for (const color of colors) {
        expect(color.name).toMatch(CJK);
        expect(color.hex).toMatch(/^#[0-9a-f]{6}$/i);
        expect(color.materials.length, `${family.name} ${color.name}`).toBeGreaterThan(0);
        for (const material of color.materials) {
          expect(material.name.trim()).not.toBe('');
          expect(Number.isInteger(material.surcharge) && material.surcharge >= 0).toBe(true);
        }
      }
    }
  });

  test('carParts and localCarParts hold 5 to 15 parts each, and some exclusive group is shared by two or more parts', async ({
    request,
  }) => {
    for (const family of await families(request)) {
      const full = await detail(request, family.uuid);
      for (const [kind, parts] of [
        ['carParts', full.carParts],
        ['localCarParts', full.localCarParts],
      ] as [string, CarPart[]][]) {
        expect(parts.length, `${family.name} ${kind}`).toBeGreaterThanOrEqual(5);
        expect(parts.length, `${family.name} ${kind}`).toBeLessThanOrEqual(15);
        for (const part of parts) {
          expect(part.name.trim()).not.toBe('');
          expect(Number.isInteger(part.price) && part.price > 0).toBe(true);
          expect(part.exclusiveGroup === null || typeof part.exclusiveGroup === 'string').toBe(true);
          expect(part.minWheelBase === null || Number.isInteger(part.minWheelBase)).toBe(true);
        }
      }
      const groups = new Map<string, number>();
      for (const part of [...full.carParts, ...full.localCarParts]) {
        if (part.exclusiveGroup) groups.set(part.exclusiveGroup, (groups.get(part.exclusiveGroup) ?? 0) + 1);
      }
      expect(Math.max(0, ...groups.values()), `${family.name}: no exclusive group with two parts`).toBeGreaterThanOrEqual(2);
    }
  });

  test('some part needs a longer wheelbase than the shortest vehicle of its family has', async ({ request }) => {
    let restricted = 0;
    for (const family of await families(request)) {
      const full = await detail(request, family.uuid);
      const shortest = Math.min(...full.vehicles.map((vehicle) => vehicle.wheelBase));
      const longest = Math.max(...full.vehicles.map((vehicle) => vehicle.wheelBase));
      for (const part of [...full.carParts, ...full.localCarParts]) {
        if (part.minWheelBase === null) continue;
        // A part no vehicle of the family can carry would be a dead option.
        expect(part.minWheelBase, `${family.name} ${part.name}`).toBeLessThanOrEqual(longest);
        if (part.minWheelBase > shortest) restricted += 1;
      }
    }
    expect(restricted).toBeGreaterThan(0);
  });

  test('every uuid of a family is unique', async ({ request }) => {
    for (const family of await families(request)) {
      const full = await detail(request, family.uuid);
      const ids = [
        ...full.vehicles.map((item) => item.uuid),
        ...full.colors.map((item) => item.uuid),
        ...full.colors.flatMap((color) => color.materials.map((item) => item.uuid)),
        ...full.carParts.map((item) => item.uuid),
        ...full.localCarParts.map((item) => item.uuid),
      ];
      expect(new Set(ids).size, family.name).toBe(ids.length);
    }
  });

  test('the agreement has a version and a text, and maxQuantity is a positive whole number', async ({ request }) => {
    for (const family of await families(request)) {
      const full = await detail(request, family.uuid);
      expect(full.agreement.version.trim(), family.name).not.toBe('');
      expect(full.agreement.text.trim().length, family.name).toBeGreaterThan(20);
      expect(full.agreement.text).toMatch(CJK);
      expect(Number.isInteger(full.maxQuantity) && full.maxQuantity >= 1).toBe(true);
    }
  });

  test('an unknown uuid answers 404 N00404', async ({ request }) => {
    const answer = await call(request, 'GET', detailPath(randomUUID()));
    expectNotFound(answer);
  });

  for (const id of ['abc', "1' or '1'='1", '<script>', '123', `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(11)}`, 'a'.repeat(500)]) {
    test(`a malformed id ${JSON.stringify(id.length > 40 ? `${id.slice(0, 10)}… (${id.length})` : id)} answers 422 V00001`, async ({
      request,
    }) => {
      const answer = await call(request, 'GET', detailPath(id));
      expectEnvelope(answer);

      expectInvalid(answer, 'id');
    });
  }

  test('an unknown query parameter is refused with V00001', async ({ request }) => {
    const [family] = await families(request);
    const answer = await call(request, 'GET', `${detailPath(family.uuid)}?debug=1`);
    expectEnvelope(answer);
    expectInvalid(answer, 'debug');
  });
});
