/** @jest-environment node */
import { count, eq } from 'drizzle-orm';
import { depositFor } from '@/lib/sale/pricing';
import { MAX_ORDER_TOTAL_MESSAGE, MAX_PRICE } from '@/lib/format/money';
import { memoryDatabase } from '@/lib/testing/memory-database';
import type { Db } from '../db/client';
import { contracts, members, preorders, vehicleFamilies, vehicles } from '../db/schema';
import { ApiFailure } from '../core/api-failure';
import { seed } from '../seed/seed';
import { loadFamilyDetail } from './catalog';
import { AGREEMENT_REPLACED, publishAgreement } from './agreements';
import { createPreorder } from './preorders';
import { SHELL } from './sales/actor';
import { convertPreorder } from './sales/preorder-actions';
import { plainPreorder } from '@/lib/testing/plain-order';

jest.mock('./catalog', () => {
  const actual = jest.requireActual<typeof import('./catalog')>('./catalog');
  return { ...actual, loadFamilyDetail: jest.fn(actual.loadFamilyDetail) };
});
const catalog = jest.requireActual<typeof import('./catalog')>('./catalog');

// Issue 35: the catalog takes a price up to NT$ 100 million and a family up to 100 trucks a pre-order,
// whose total a 32-bit column could not hold (E00500).

let db: Db;
let close: () => Promise<void>;
let memberId: string;

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
  [{ id: memberId }] = await db.select({ id: members.id }).from(members).where(eq(members.status, 'active')).limit(1);
}, 60_000);
afterAll(() => close());

/** A published family whose vehicles cost the most the catalog takes, up to 100 a pre-order. */
async function dearestFamily() {
  const [{ id }] = await db.select({ id: vehicleFamilies.id }).from(vehicleFamilies).where(eq(vehicleFamilies.published, true)).limit(1);
  await db.update(vehicleFamilies).set({ maxQuantity: 100 }).where(eq(vehicleFamilies.id, id));
  await db.update(vehicles).set({ price: MAX_PRICE }).where(eq(vehicles.familyId, id));
  const family = (await loadFamilyDetail(db, id))!;
  expect(family.vehicles[0].price).toBe(MAX_PRICE);
  return family;
}

const orderOf = (family: NonNullable<Awaited<ReturnType<typeof loadFamilyDetail>>>, quantity: number, originPartUuids: string[] = []) => ({
  ...plainPreorder(family, quantity),
  originPartUuids,
});

describe('pre-orders above 2³¹−1', () => {
  it('stores a total of 30 trucks at NT$ 100 million whole, and its contract too', async () => {
    const family = await dearestFamily();
    const unit = MAX_PRICE + family.colors[0].materials[0].surcharge;
    const answer = await createPreorder(db, memberId, 'money-30-trucks', orderOf(family, 30));
    expect(answer.status).toBe(201);
    expect(answer.data.price.total).toBe(unit * 30);
    const [row] = await db.select().from(preorders).where(eq(preorders.id, answer.data.uuid));
    expect(row.total).toBe(unit * 30);
    expect(row.deposit).toBe(depositFor(unit * 30));

    await convertPreorder(db, SHELL, answer.data.number);
    const [contract] = await db.select().from(contracts).where(eq(contracts.preorderId, answer.data.uuid));
    expect(contract.total).toBe(unit * 30);
  });

  it('refuses a total beyond the limit with V00001 on quantity and the reason, writing nothing', async () => {
    const family = await dearestFamily();
    const part = family.carParts.find((candidate) => candidate.price > 0)!;
    const [before] = await db.select({ n: count() }).from(preorders);
    const failure = await createPreorder(db, memberId, 'money-over-limit', orderOf(family, 100, [part.uuid])).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: 'V00001', data: { errors: [{ path: 'quantity', message: MAX_ORDER_TOTAL_MESSAGE }] } });
    expect(await db.select({ n: count() }).from(preorders)).toEqual([before]);
  });
});

describe('a new agreement published while a pre-order is on its way', () => {
  it('refuses the pre-order that accepted the version just replaced, with the message, and records nothing against it', async () => {
    const [{ id }] = await db.select({ id: vehicleFamilies.id }).from(vehicleFamilies).where(eq(vehicleFamilies.published, true)).limit(1);
    const family = (await loadFamilyDetail(db, id))!;
    const accepted = family.agreement.version;
    const next = `${accepted}-next`;
    const [before] = await db.select({ n: count() }).from(preorders);
    // The publication commits once the pre-order has read the catalog and before its transaction begins.
    jest.mocked(loadFamilyDetail).mockImplementationOnce(async (...args) => {
      const detail = await catalog.loadFamilyDetail(...args);
      await publishAgreement(db, SHELL, { replaces: accepted, version: next, title: '預購須知（新版）', text: '新版的預購須知內容。' });
      return detail;
    });
    const failure = await createPreorder(db, memberId, 'agreement-replaced', orderOf(family, 1)).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: 'O00001', message: AGREEMENT_REPLACED });
    expect(await db.select({ n: count() }).from(preorders)).toEqual([before]);

    // Accepting the version now in force goes through.
    const again = await createPreorder(db, memberId, 'agreement-new', { ...orderOf(family, 1), agreementVersion: next });
    expect(again.data.agreementVersion).toBe(next);
  });
});
