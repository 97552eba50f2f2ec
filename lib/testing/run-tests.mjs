// npm test: lint, types, Jest, a production build, Playwright (the browser at 375 and 1440 px on embedded
// PGlite, with the API specs only it serves) and the API suite on a PostgreSQL server, in that order.
// Every suite runs even when an earlier one fails (the browser tests need the build), and
// test-results/summary.json gets the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const run = (script, ...args) =>
  spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], { cwd: root, stdio: 'inherit' }).status === 0;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const checks = [];
const check = (name, ok) => checks.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

check('lint', run('lint'));
check('typecheck', run('typecheck'));

const jestOk = run('test:unit', '--json', `--outputFile=${join(results, 'jest.json')}`);
const jest = readJson(join(results, 'jest.json'));
checks.push(
  jest
    ? { name: 'jest', passed: jest.numPassedTests, failed: jest.numFailedTests + (jestOk || jest.numFailedTests ? 0 : 1) }
    : { name: 'jest', passed: 0, failed: 1 },
);

const built = run('build');
check('build', built);
const playwright = (name, file) => {
  const report = readJson(join(results, file));
  checks.push(
    report ? { name, passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected } : { name, passed: 0, failed: 1 },
  );
};
if (built) {
  // The browser at 375 and 1440 px on PGlite, the default; of the API specs only those that need the
  // embedded database or SMTP (playwright.config.ts): the API suite runs once, on PostgreSQL, below.
  process.env.E2E_API_TESTS = 'embedded';
  run('test:e2e');
  delete process.env.E2E_API_TESTS;
  playwright('playwright (PGlite)', 'e2e.json');
  run('test:api:postgres');
  playwright('api (PostgreSQL)', 'api-postgres.json');
} else {
  checks.push({ name: 'playwright (not run: no build)', passed: 0, failed: 1 });
}

const total = checks.reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed }), { passed: 0, failed: 0 });
writeFileSync(join(results, 'summary.json'), JSON.stringify({ checks, ...total }, null, 2));
console.log('\nnpm test summary');
console.table(checks);
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
