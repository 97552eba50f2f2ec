import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures';

// What must happen once however many instances share the database (issue 21), raced by three pools in one
// process on the run's PostgreSQL (lib/testing/instances-race.ts).
test.skip(!process.env.DATABASE_URL, 'several instances share a PostgreSQL server, never the embedded database');
test.describe.configure({ timeout: 120_000 });

interface Race {
  housekeeping: { atOnce: number; withinTheHour: number; anHourLater: number };
  queued: number;
  unsentBefore: number;
  sentAfterLease: number[];
  unsentAfter: number;
  outboxIds: string[];
  delivered: { instance: number; messageId: string; to: string }[];
}

let race: Race;
test.beforeAll(async () => {
  const { stdout } = await promisify(execFile)('npx', ['tsx', '--conditions=react-server', 'lib/testing/instances-race.ts'], {
    env: process.env,
  });
  race = JSON.parse(stdout.trim().split('\n').at(-1)!);
});

test('housekeeping runs once an hour across instances: of three asking at once one wins, and none again within the hour', () => {
  expect(race.housekeeping).toEqual({ atOnce: 1, withinTheHour: 0, anHourLater: 1 });
});

test('with three dispatchers every message is sent exactly once, under its own Message-ID, and the one a dead instance held is sent once its lease passes', () => {
  expect(race.queued).toBe(24);
  // The dispatcher that died held one message; the others sent every other one.
  expect(race.unsentBefore).toBe(1);
  expect(race.sentAfterLease.reduce((sum, n) => sum + n, 0)).toBe(1);
  expect(race.unsentAfter).toBe(0);

  const ids = race.delivered.map((mail) => mail.messageId);
  expect(ids).toHaveLength(24);
  expect(new Set(ids).size).toBe(24);
  expect(ids.map((id) => /^<outbox-([0-9a-f-]{36})@[^>]+>$/.exec(id)?.[1]).sort()).toEqual([...race.outboxIds].sort());
  // The work was shared, not done by one dispatcher while the others waited.
  expect(new Set(race.delivered.map((mail) => mail.instance)).size).toBe(3);
});
