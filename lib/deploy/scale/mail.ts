// Mail in npm run scale:check: sign-ups that keep mail flowing while instances are killed and restarted,
// and the audit at the end, every message of the outbox delivered exactly once to the SMTP capture.
import pg from 'pg';
import { call, sleep } from '../../reliability/load-members';
import { closedUnanswered, failure } from '../../reliability/load-run';
import { individualBody } from '../../testing/member-bodies';
import { type Caught, SCRIPT_IP } from './api';

const RETRIES = 5;

/** Registers a new member every `everyMs` through `origin` (each a mail), retrying a sign-up that failed or went unanswered, as the page would let a person. */
export function startSignUps(origin: string, label: string, everyMs = 1000) {
  const tally = { signUps: 0, registered: 0, resent: 0, failedAttempts: [] as string[] };
  let stopped = false;
  const loop = (async () => {
    for (let n = 0; !stopped; n += 1, await sleep(everyMs)) {
      const body = JSON.stringify(individualBody(`scale-${label}-${n}-${Date.now().toString(36)}@example.test`, 'Scale-Check-Truck-2026'));
      tally.signUps += 1;
      for (let attempt = 1; attempt <= RETRIES; attempt += 1) {
        const answer = await call(origin, '/member/member/v1/register', { method: 'POST', ip: SCRIPT_IP, body }).catch(
          (error: unknown) => ({ status: 0, body: { code: failure(error) }, closed: closedUnanswered(error) }),
        );
        if (answer.body.code === '00000') {
          tally.registered += 1;
          break;
        }
        // Sent again at once, as load-run.ts's members do: it never reached nginx.
        if ('closed' in answer && answer.closed && attempt === 1) {
          tally.resent += 1;
          continue;
        }
        tally.failedAttempts.push(`${answer.status} ${answer.body.code}`);
        await sleep(250);
      }
    }
  })();
  return {
    tally,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

interface Row {
  id: string;
  to_address: string;
  subject: string;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

/** The outbox row a delivered message names in its Message-ID (`<outbox-{id}.…@…>`), when it does. */
const outboxIdOf = (messageId: string | null) => /outbox-([0-9a-f-]{36})/i.exec(messageId ?? '')?.[1] ?? null;

/**
 * Waits (`waitSeconds` at most) until the outbox has nothing left to send, then compares it with what
 * arrived: per outbox row by Message-ID when the messages carry one, else per (address, subject).
 */
export async function auditMail(databaseUrl: string, messages: readonly Caught[], waitSeconds: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    let unsent = 0;
    for (;;) {
      unsent = Number((await client.query('select count(*) from outbox where not decoy and sent_at is null')).rows[0].count);
      if (unsent === 0 || Date.now() - started > waitSeconds * 1000) break;
      await sleep(500);
    }
    const drainedMs = Date.now() - started;
    // The capture may still be taking the last message the dispatcher marked sent.
    await sleep(500);
    const rows = (await client.query<Row>('select id, to_address, subject, sent_at, attempts, last_error from outbox where not decoy'))
      .rows;
    const byId = messages.every((m) => outboxIdOf(m.messageId));
    const keyOfRow = (row: Row) => (byId ? row.id : `${row.to_address.toLowerCase()} ${row.subject}`);
    const keyOfMessage = (m: Caught) => (byId ? outboxIdOf(m.messageId)! : `${m.to.join(',')} ${m.subject}`);
    const expected = new Map<string, number>();
    for (const row of rows) expected.set(keyOfRow(row), (expected.get(keyOfRow(row)) ?? 0) + 1);
    const received = new Map<string, number>();
    for (const m of messages) received.set(keyOfMessage(m), (received.get(keyOfMessage(m)) ?? 0) + 1);
    let missing = 0;
    let extra = 0;
    const examples: string[] = [];
    for (const key of new Set([...expected.keys(), ...received.keys()])) {
      const difference = (received.get(key) ?? 0) - (expected.get(key) ?? 0);
      if (difference < 0) missing -= difference;
      if (difference > 0) extra += difference;
      if (difference !== 0 && examples.length < 5)
        examples.push(`${key}: ${expected.get(key) ?? 0} queued, ${received.get(key) ?? 0} received`);
    }
    const stuck = rows.filter((row) => !row.sent_at).map((row) => `${row.id} attempts ${row.attempts} ${row.last_error ?? ''}`.trim());
    return {
      countedBy: byId ? 'Message-ID (outbox row)' : 'address and subject',
      outboxRows: rows.length,
      distinctReceived: received.size,
      copiesReceived: messages.length,
      withMessageId: messages.filter((m) => outboxIdOf(m.messageId)).length,
      unsent,
      drainedMs,
      missing,
      extra,
      examples,
      stuck: stuck.slice(0, 5),
    };
  } finally {
    await client.end();
  }
}
