// Twenty people asking at once for the last place of a test-drive slot, straight through the service on a
// pool of twenty connections to a database of its own on the run's PostgreSQL server (DATABASE_URL's,
// dropped at the end): no HTTP in between to spread the requests out. Run by e2e/db/test-drive-race.spec.ts
// under tsx's react-server condition; prints the outcome as JSON and leaves judging it to the spec.
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import * as staffSchema from '../server/db/staff-schema';
import * as dealerSchema from '../server/db/dealer-schema';
import { ApiFailure } from '../server/core/api-failure';
import { seed } from '../server/seed/seed';
import { bookTestDrive, testDriveSlots } from '../server/services/test-drives';

const run = randomUUID().slice(0, 8);
const server = new URL(process.env.DATABASE_URL!);
const database = `drive_race_${run}`;
const url = Object.assign(new URL(server), { pathname: `/${database}` }).toString();

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function main() {
  await onServer(`create database ${database}`);
  const pool = new pg.Pool({ connectionString: url, max: 21 });
  // The drop at the end (with force) ends any connection still open: expected, not a failure of the race. An
  // idle client's error reaches the pool, which would otherwise end the process after the outcome was printed.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema: { ...schema, ...staffSchema, ...dealerSchema } }) as unknown as Db;
  try {
    await migrate(db as never, { migrationsFolder: 'lib/server/db/migrations' });
    await seed(db);
    const [family] = await db
      .select({ id: schema.vehicleFamilies.id })
      .from(schema.vehicleFamilies)
      .where(eq(schema.vehicleFamilies.series, 'TL 35'));
    // 五股 keeps two trucks of each family: one booked first, then twenty ask for the last place.
    const query = { point: 'newtaipei-wugu', family: family.id };
    const [slot] = (await testDriveSlots(db, query)).slots;
    const person = (i: number) => ({
      ...query,
      start: slot.start,
      name: '競爭者',
      mobile: `0900${String(i).padStart(6, '0')}`,
      email: `race${i}.${run}@example.com`,
      licence: 'small' as const,
    });
    await bookTestDrive(db, null, '10.9.0.0', person(0));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        bookTestDrive(db, null, `10.9.0.${i + 1}`, person(i + 1)).then(
          () => 'won',
          (error: unknown) => (error instanceof ApiFailure ? error.code : String(error)),
        ),
      ),
    );
    const left = (await testDriveSlots(db, query)).slots[0].left;
    // One person at five points at once: the person's own lock lets two through (MAX_FUTURE_BOOKINGS).
    const points = ['taoyuan-guanyin', 'newtaipei-wugu', 'taichung-xitun', 'tainan-annan', 'kaohsiung-qianzhen'];
    const samePerson = await Promise.all(
      points.map(async (point, i) => {
        const [free] = (await testDriveSlots(db, { point, family: family.id })).slots.filter((entry) => entry.left > 0).slice(2);
        return bookTestDrive(db, null, `10.9.1.${i}`, {
          point,
          family: family.id,
          start: free.start,
          name: '同一人',
          mobile: '0987000111',
          email: `same.${run}@example.com`,
          licence: 'small',
        }).then(
          () => 'won',
          (error: unknown) => (error instanceof ApiFailure ? error.code : String(error)),
        );
      }),
    );
    console.log(JSON.stringify({ outcomes, left, samePerson }));
  } finally {
    await pool.end();
    await onServer(`drop database ${database} with (force)`).catch((error: unknown) => console.error(error));
  }
}

void main();
