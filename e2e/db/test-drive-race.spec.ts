import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures';

// The last place of a test-drive slot, asked for by twenty at once on PostgreSQL under READ COMMITTED,
// through the service on twenty connections (lib/testing/test-drive-race.ts).
test.skip(!process.env.DATABASE_URL, 'a race of connections needs a PostgreSQL server, never the embedded database');
test.describe.configure({ timeout: 120_000 });

test('of twenty asking at once for the last place, one gets it and nineteen are told the slot is full; one person asking at five points at once gets two', async () => {
  const { stdout } = await promisify(execFile)('npx', ['tsx', '--conditions=react-server', 'lib/testing/test-drive-race.ts'], {
    env: process.env,
  });
  const race = JSON.parse(stdout.trim().split('\n').at(-1)!) as { outcomes: string[]; left: number; samePerson: string[] };
  expect(race.outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
  expect(race.outcomes.filter((outcome) => outcome === 'T00001')).toHaveLength(19);
  expect(race.left).toBe(0);
  // One person asking at five points at once holds two drives, not five.
  expect([...race.samePerson].sort()).toEqual(['T00002', 'T00002', 'T00002', 'won', 'won']);
});
