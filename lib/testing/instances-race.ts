// Three "instances" in one process, each with its own pool on a database of its own on the test run's
// PostgreSQL server (DATABASE_URL's, dropped at the end, so no other test's mail is in the race), racing
// for what must happen once across instances: the hourly housekeeping (claimRun) and the outbox's mail
// (deliverPending). Run by e2e/db/several-instances.spec.ts under tsx's react-server condition; prints what
// happened as JSON and leaves judging it to the spec.
//
// Mail: 24 messages to addresses of this run. The first dispatcher "dies" mid-send: its SMTP takes its third
// message and never answers, and it claims nothing more, as a SIGKILLed instance would. The other two then
// send the rest at once; then the dead one's claim is aged past its lease (as the minute passing would), and they send again.
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { like } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { deliverPending, type Transport } from '../server/mail/outbox';
import { claimRun } from '../server/services/housekeeping';

const HOUR = 60 * 60 * 1000;
const run = randomUUID().slice(0, 8);
const server = new URL(process.env.DATABASE_URL!);
const database = `race_${run}`;
const url = Object.assign(new URL(server), { pathname: `/${database}` }).toString();
const pools = [0, 1, 2].map(() => new pg.Pool({ connectionString: url, max: 2 }));
// The hung dispatcher's connection is still checked out when the database is dropped: heard, as the server's are
// (lib/server/db/client.ts), so its end does not end the process.
for (const pool of pools) pool.on('connect', (client) => client.on('error', () => undefined));
// An idle client ended by the drop at the end reaches its pool, which would otherwise end the process.
for (const pool of pools) pool.on('error', () => undefined);
const dbs = pools.map((pool) => drizzle({ client: pool, schema }) as unknown as Db);

/** Runs `sql` on the server's own database (creating or dropping this run's). */
async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function claims(now: number) {
  const won = await Promise.all(dbs.map((db) => claimRun(db, `race-${run}`, HOUR, now)));
  return won.filter(Boolean).length;
}

const delivered: { instance: number; messageId: string; to: string }[] = [];
const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
let hung: () => void;
const dead = new Promise<void>((resolve) => (hung = resolve));
function smtpOf(instance: number, hangsAt = Infinity): Transport {
  let taken = 0;
  return {
    async sendMail(message) {
      taken += 1;
      if (taken >= hangsAt) {
        hung();
        return new Promise(() => undefined);
      }
      await pause();
      delivered.push({ instance, messageId: String(message.messageId), to: String(message.to) });
      return {};
    },
  };
}

async function main() {
  await onServer(`create database ${database}`);
  await migrate(dbs[0] as never, { migrationsFolder: 'lib/server/db/migrations' });
  const now = Date.now();
  const housekeeping = {
    atOnce: await claims(now),
    withinTheHour: await claims(now + HOUR / 2),
    anHourLater: await claims(now + HOUR + 1),
  };

  const addresses = Array.from({ length: 24 }, (_, i) => `race-${run}-${i}@example.com`);
  await dbs[0]
    .insert(schema.outbox)
    .values(addresses.map((to) => ({ toAddress: to, subject: `race ${run}`, text: 'race', html: '<p>race</p>' })));
  const mine = like(schema.outbox.toAddress, `race-${run}-%`);
  // The first dispatcher's send of its third message never returns: left running, it holds that claim.
  void deliverPending(dbs[0], smtpOf(0, 3));
  await dead;
  const beforeLease = await Promise.all([deliverPending(dbs[1], smtpOf(1)), deliverPending(dbs[2], smtpOf(2))]);
  const queued = await dbs[1]
    .select({ id: schema.outbox.id })
    .from(schema.outbox)
    .where(mine)
    .then((rows) => rows.length);
  const unsentBefore = (await dbs[1].query.outbox.findMany({ where: mine })).filter((row) => !row.sentAt).length;
  await dbs[1]
    .update(schema.outbox)
    .set({ claimedAt: new Date(Date.now() - 61_000) })
    .where(mine);
  const afterLease = await Promise.all([deliverPending(dbs[1], smtpOf(1)), deliverPending(dbs[2], smtpOf(2))]);
  const rows = await dbs[1].query.outbox.findMany({ where: mine });
  console.log(
    JSON.stringify({
      housekeeping,
      queued,
      unsentBefore,
      sentBeforeLease: beforeLease,
      sentAfterLease: afterLease,
      unsentAfter: rows.filter((row) => !row.sentAt).length,
      outboxIds: rows.map((row) => row.id),
      delivered,
    }),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    // The first dispatcher's pool still holds its hanging send's connection: end without waiting for it.
    await Promise.all(pools.slice(1).map((pool) => pool.end()));
    pools[0].end().catch(() => undefined);
    await onServer(`drop database ${database} with (force)`).catch((error: unknown) => console.error(error));
    process.exit();
  });
