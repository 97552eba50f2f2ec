// A pre-order and a new version of the agreement at once, as two instances would send them, on a database of its
// own on the test run's PostgreSQL server (DATABASE_URL's, dropped at the end). Run by e2e/db/agreement-race.spec.ts
// under tsx's react-server condition; prints what happened as JSON and leaves judging it to the spec.
//
// The pre-order is held inside its transaction, after it has looked at the agreement and before it commits: a third
// connection holds its family's row, which the pre-order's insert must share (the foreign key). Meanwhile the
// publication is sent; then the family is let go. Whichever commits first, the pre-order must never be recorded
// against a version that was already replaced when it committed.
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { seed } from '../server/seed/seed';
import { loadFamilyDetail } from '../server/services/catalog';
import { publishAgreement } from '../server/services/agreements';
import { createPreorder } from '../server/services/preorders';
import { SHELL } from '../server/services/sales/actor';
import { plainPreorder } from './plain-order';

const run = randomUUID().slice(0, 8);
const server = new URL(process.env.DATABASE_URL!);
const database = `agreement_race_${run}`;
const url = Object.assign(new URL(server), { pathname: `/${database}` }).toString();
const pools = [0, 1].map(() => new pg.Pool({ connectionString: url, max: 2 }));
// The database is dropped WITH (FORCE) at the end; an idle connection it ends then is no failure of the
// race (one CI run crashed on that unhandled 'error' event). Errors of the race's own queries still reject.
for (const pool of pools) pool.on('error', () => undefined);
const dbs = pools.map((pool) => drizzle({ client: pool, schema }) as unknown as Db);
const holder = new pg.Client({ connectionString: url });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function main() {
  await onServer(`create database ${database}`);
  await migrate(dbs[0] as never, { migrationsFolder: 'lib/server/db/migrations' });
  await seed(dbs[0]);
  const [member] = await dbs[0].select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.status, 'active')).limit(1);
  const [{ id: familyId }] = await dbs[0]
    .select({ id: schema.vehicleFamilies.id })
    .from(schema.vehicleFamilies)
    .where(eq(schema.vehicleFamilies.published, true))
    .limit(1);
  const family = (await loadFamilyDetail(dbs[0], familyId))!;
  const accepted = family.agreement.version;
  const order = plainPreorder(family);

  const mine = eq(schema.preorders.memberId, member.id);
  const earlier = new Set((await dbs[0].select({ id: schema.preorders.id }).from(schema.preorders).where(mine)).map((row) => row.id));
  await holder.connect();
  await holder.query('begin');
  await holder.query('select 1 from vehicle_families where id = $1 for update', [familyId]);
  const events: string[] = [];
  const placed = createPreorder(dbs[0], member.id, `race-${run}`, order).then(
    (answer) => events.push(`pre-order ${answer.data.agreementVersion}`),
    (error: { code?: string; message?: string }) => events.push(`pre-order refused ${error.code}: ${error.message}`),
  );
  await pause(500);
  const published = publishAgreement(dbs[1], SHELL, {
    replaces: accepted,
    version: `${accepted}-race`,
    title: '預購須知（新版）',
    text: '新版的預購須知內容。',
  }).then(
    () => events.push(`published ${accepted}-race`),
    (error: { code?: string }) => events.push(`publication refused ${error.code}`),
  );
  await pause(500);
  const publishedWhileHeld = events.length > 0;
  await holder.query('rollback');
  await Promise.all([placed, published]);

  const versions = await dbs[1].select().from(schema.agreements).orderBy(desc(schema.agreements.publishedAt));
  const raced = (await dbs[1].select().from(schema.preorders).where(mine)).filter((row) => !earlier.has(row.id));
  console.log(
    JSON.stringify({
      accepted,
      events,
      publishedWhileHeld,
      versions: versions.map((row) => ({ version: row.version, publishedAt: row.publishedAt.toISOString() })),
      preorders: raced.map((row) => ({ agreementVersion: row.agreementVersion, createdAt: row.createdAt.toISOString() })),
    }),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await holder.end().catch(() => undefined);
    await Promise.all(pools.map((pool) => pool.end()));
    await onServer(`drop database ${database} with (force)`).catch((error: unknown) => console.error(error));
    process.exit();
  });
