/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { memoryDatabase } from '@/lib/testing/memory-database';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { deliverPending, type Transport } from './outbox';

// Issue 35: a message SMTP has taken must be marked sent at once, and only a send SMTP refused may be tried
// again; a second send carries the same Message-ID, but it is a second mail all the same.

let db: Db;
let close: () => Promise<void>;
const log: string[] = [];

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  // Every statement the dispatcher sends, in order.
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    log.push(String(args[0]));
    return query(...args);
  };
}, 60_000);
afterAll(() => close());
beforeEach(async () => {
  await db.delete(outbox);
  log.length = 0;
});

const queue = (...addresses: string[]) =>
  db.insert(outbox).values(addresses.map((to) => ({ toAddress: to, subject: '測試', text: '內容', html: '<p>內容</p>' })));

/** An SMTP server that takes every message, noting when it did in the statement log. */
function accepting(): Transport & { taken: string[] } {
  const taken: string[] = [];
  return {
    taken,
    async sendMail(message) {
      taken.push(String(message.messageId));
      log.push(`accepted ${String(message.to)}`);
      return {};
    },
  };
}

describe('the outbox dispatcher', () => {
  it('marks a message sent right after SMTP took it: the next statement after each acceptance is its mark', async () => {
    await queue('a@example.com', 'b@example.com');
    expect(await deliverPending(db, accepting())).toBe(2);
    const accepted = log.flatMap((entry, index) => (entry.startsWith('accepted ') ? [index] : []));
    expect(accepted).toHaveLength(2);
    for (const index of accepted) expect(log[index + 1]).toMatch(/^update "outbox" set "sent_at" = \$1/);
  });

  it('never offers a message SMTP took again when its mark fails: the mark is tried again, the send is not', async () => {
    // The first mark fails, as when the database drops the connection just then (a sequence is not rolled back).
    await db.execute(sql`create sequence mark_tries`);
    await db.execute(
      sql.raw(`create function fail_first_mark() returns trigger language plpgsql as $$
        begin
          if new.sent_at is not null and old.sent_at is null and nextval('mark_tries') = 1 then raise exception 'connection lost'; end if;
          return new;
        end $$`),
    );
    await db.execute(sql`create trigger fail_first_mark before update on outbox for each row execute function fail_first_mark()`);
    await queue('c@example.com');
    const smtp = accepting();
    await deliverPending(db, smtp);
    const [row] = await db.select().from(outbox);
    expect(smtp.taken).toHaveLength(1);
    expect(row).toMatchObject({ lastError: null, retryAt: null, attempts: 1 });
    expect(row.sentAt).not.toBeNull();
    await db.execute(sql`drop trigger fail_first_mark on outbox`);
  });
});
