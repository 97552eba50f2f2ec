// What the load and fault scripts share: the load-test members in a fresh database, a call to the API
// as one of them, a random orderable configuration, and the check of the pre-orders in the database
// afterwards. Run with the react-server condition (it opens the database with the server's own code).
import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { evaluateOrder, type OrderSelection } from '../sale/pricing';
import { hashPassword } from '../server/auth/passwords';
import { openDatabase } from '../server/db/client';
import { forgetServerKeys } from '../server/auth/server-key';
import { LIMITS } from '../server/auth/policy';
import { idempotencyKeys, members, preorders } from '../server/db/schema';
import { seed } from '../server/seed/seed';
import { loadFamilyDetail } from '../server/services/catalog';
import { TOKEN_HEADER } from '../api/token-headers';

export const PASSWORD = 'Load-Test-Truck-2026';
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A load member's address; `memberEmail('%')` is the LIKE pattern of them all. */
export const memberEmail = (index: number | '%') => `load-${index}@example.test`;
/** Pre-orders a member places at most: under the per-member limit, with room for the retries of the fault runs. */
export const PREORDERS_PER_MEMBER = LIMITS.preordersPerMember.limit - 5;
/** A random item of a list. */
export const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
/** A distinct client address per member (the server runs with TRUSTED_PROXY_HOPS=1), so per-IP limits do not meet. */
export const memberIp = (index: number) => `10.${Math.floor(index / 250)}.${index % 250}.9`;

export interface Accepted {
  uuid: string;
  number: string;
  total: number;
}

/** Points this process's database code at the run's database. */
function pointAtDatabase(env: Record<string, string>) {
  delete process.env.DATABASE_URL;
  delete process.env.PGLITE_DIR;
  Object.assign(process.env, env);
  // The keys that seal authenticator secrets are each database's own: none read from the last one may serve.
  forgetServerKeys();
}

/** A fresh database: the demo data and `count` load members. */
export async function prepare(env: Record<string, string>, count: number) {
  pointAtDatabase(env);
  const database = await openDatabase();
  try {
    await seed(database.db);
    await insertMembers(database.db, count, 0);
  } finally {
    await database.close();
  }
}

/** Load members `first` to `first + count - 1` in a database that has the demo data already (npm run scale:check: the cluster's). */
export async function addMembers(env: Record<string, string>, count: number, first: number) {
  pointAtDatabase(env);
  const database = await openDatabase();
  try {
    await insertMembers(database.db, count, first);
  } finally {
    await database.close();
  }
}

/** The members, who share one argon2id hash (prepared in a second). */
async function insertMembers(db: Awaited<ReturnType<typeof openDatabase>>['db'], count: number, first: number) {
  const passwordHash = await hashPassword(PASSWORD);
  const [place] = await db.select({ cityId: members.cityId, townId: members.townId, zip: members.zip }).from(members).limit(1);
  await db.insert(members).values(
    Array.from({ length: count }, (_, offset) => ({
      memberType: 'individual' as const,
      email: memberEmail(first + offset),
      passwordHash,
      status: 'active' as const,
      name: `負載測試 ${first + offset}`,
      mobile: '0912345678',
      ...place,
      address: '測試路 1 號',
      idNumber: 'A123456789',
    })),
  );
}

export async function call(origin: string, path: string, init: RequestInit & { ip: string; token?: string }) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': init.ip,
    ...(init.headers as Record<string, string>),
  };
  if (init.token) headers[TOKEN_HEADER] = init.token;
  const response = await fetch(`${origin}/api${path}`, { ...init, headers });
  const text = await response.text();
  let body: { code: string; data: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // An answer outside the envelope (a proxy's error page): its status says what happened.
    throw new SyntaxError(`${response.status} not JSON: ${text.slice(0, 60).replace(/\s+/g, ' ')}`);
  }
  return { status: response.status, body, headers: response.headers };
}

/** A configuration a person could make: a random vehicle and paint, parts the rule accepts. */
export function randomSelection(family: VehicleFamilyDetail): OrderSelection {
  const vehicle = pick(family.vehicles);
  const color = pick(family.colors);
  const base: OrderSelection = {
    vehicleUuid: vehicle.uuid,
    colorUuid: color.uuid,
    colorMaterialUuid: pick(color.materials).uuid,
    originPartUuids: [],
    localPartUuids: [],
    quantity: 1 + Math.floor(Math.random() * Math.min(3, family.maxQuantity)),
  };
  for (const part of family.carParts) if (Math.random() < 0.3) base.originPartUuids = [...base.originPartUuids, part.uuid];
  const body = family.localCarParts.filter((part) => (part.minWheelBase ?? 0) <= vehicle.wheelBase);
  if (body.length && Math.random() < 0.5) base.localPartUuids = [pick(body).uuid];
  // Keep only what the rule accepts (exclusive groups, wheelbase limits): drop parts until it does.
  while (evaluateOrder(family, base).problems.length > 0 && (base.originPartUuids.length || base.localPartUuids.length)) {
    if (base.localPartUuids.length) base.localPartUuids = [];
    else base.originPartUuids = base.originPartUuids.slice(1);
  }
  return base;
}

/**
 * After the run, from the database itself: exactly the accepted pre-orders of the load members, each
 * priced by the rule. `duplicates`: an accepted uuid told twice, a number used twice, or a row that is
 * not the stored answer of exactly one request (its Idempotency-Key): a request carried out twice
 * would leave a row no key answers with. `mispriced`: a row whose configuration the rule no longer
 * accepts, whose price breakdown differs from the rule's, or whose total differs from what was answered.
 */
export async function verify(env: Record<string, string>, accepted: Accepted[]) {
  pointAtDatabase(env);
  const database = await openDatabase();
  try {
    // Every load member of the fresh database, as memberEmail names them.
    const loadMembers = await database.db
      .select({ id: members.id })
      .from(members)
      .where(like(members.email, memberEmail('%')));
    const memberIds = loadMembers.map((m) => m.id);
    const rows = await database.db.select().from(preorders).where(inArray(preorders.memberId, memberIds));
    const keys = await database.db
      .select({ response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(and(inArray(idempotencyKeys.memberId, memberIds), eq(idempotencyKeys.status, 201)));
    const keysPerRow = new Map<string, number>();
    for (const { response } of keys) {
      const uuid = (response as { uuid: string }).uuid;
      keysPerRow.set(uuid, (keysPerRow.get(uuid) ?? 0) + 1);
    }
    const byUuid = new Map(rows.map((row) => [row.id, row]));
    const missing = accepted.filter((a) => !byUuid.has(a.uuid)).length;
    const acceptedById = new Map(accepted.map((a) => [a.uuid, a]));
    const unaccepted = rows.filter((row) => !acceptedById.has(row.id)).length;
    const duplicates =
      accepted.length -
      acceptedById.size +
      (rows.length - new Set(rows.map((row) => row.number)).size) +
      rows.filter((row) => keysPerRow.get(row.id) !== 1).length;
    const families = new Map<string, VehicleFamilyDetail>();
    let mispriced = 0;
    for (const row of rows) {
      if (!families.has(row.familyId)) families.set(row.familyId, (await loadFamilyDetail(database.db, row.familyId))!);
      const configuration = row.configuration as {
        vehicle: { uuid: string };
        color: { uuid: string };
        colorMaterial: { uuid: string };
        originParts: { uuid: string }[];
        localParts: { uuid: string }[];
      };
      const again = evaluateOrder(families.get(row.familyId)!, {
        vehicleUuid: configuration.vehicle.uuid,
        colorUuid: configuration.color.uuid,
        colorMaterialUuid: configuration.colorMaterial.uuid,
        originPartUuids: configuration.originParts.map((p) => p.uuid),
        localPartUuids: configuration.localParts.map((p) => p.uuid),
        quantity: row.quantity,
      });
      const answered = acceptedById.get(row.id);
      // Through JSON, as the row's price was stored (no undefined fields); key order does not matter.
      const priced = isDeepStrictEqual(JSON.parse(JSON.stringify(again.price)), row.price) && again.price.total === row.total;
      if (again.problems.length > 0 || !priced || (answered && answered.total !== row.total)) mispriced += 1;
    }
    return { rows: rows.length, missing, unaccepted, duplicates, mispriced };
  } finally {
    await database.close();
  }
}
