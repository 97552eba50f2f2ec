/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// Taiwan's time zone and offset live in lib/format/dates.ts alone (TAIPEI_TIME_ZONE, TAIPEI_OFFSET): a screen or
// a service that writes its own 'Asia/Taipei' or '+08:00' would drift from it. Tests, the dated revision
// instants (lib/content/revision-dates.ts) and the measuring scripts may name them.
const ALLOWED = /^(lib\/format\/dates\.ts|lib\/content\/revision-dates\.ts|lib\/(testing|reliability|deploy)\/.*|.*\.test\.tsx?)$/;

it("names Taipei's time zone and offset in lib/format/dates.ts only", () => {
  const root = join(__dirname, '..', '..');
  const listed = execFileSync(
    'git',
    ['grep', '-l', '-E', 'Asia/Taipei|\\+08:00', '--', 'app', 'components', 'store', 'lib', 'middleware.ts'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const strays = listed.split('\n').filter((file) => file && !ALLOWED.test(file));
  expect(strays).toEqual([]);
});
