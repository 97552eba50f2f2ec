import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/tools/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// Mail goes through SMTP to a loopback catcher (lib/testing/mail-catcher.mjs) unless a run sets this
// empty to keep it in the local outbox (/dev/mailbox). Set here, it reaches the web server and the tests.
process.env.MAIL_CATCHER_PORT ??= String(port + 1);

// The API specs that run only on the embedded database, or only with mail sent through SMTP.
const EMBEDDED_ONLY = ['dev-server.spec.ts', 'graceful-stop.spec.ts', 'health.spec.ts', 'mail.spec.ts'];

// E2e runs against the production build (`npm run build` first), in Debian's Chromium, one worker on 2 cores.
// Two workers were measured on this 2-core machine (2026-11-29, npm test's PGlite phase): 17.2 min instead
// of the one worker's (docs/runs/tests.md), and 7 failures, because the specs that change the one catalog
// or publish a new agreement pull them from under the pre-orders of specs running beside them.
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
  projects: [
    // The API over HTTP, without a browser. `npm test` runs it on PostgreSQL, the production engine; its
    // PGlite run (E2E_API_TESTS=embedded) takes only the specs that need the embedded database or SMTP.
    {
      name: 'api',
      testDir: 'e2e/api',
      ...(process.env.E2E_API_TESTS === 'embedded' && { testMatch: EMBEDDED_ONLY }),
    },
    // Browser tests that change the server's database directly: run by `npm run test:api:postgres`.
    { name: 'db', testDir: 'e2e/db', use: { viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', testIgnore: ['api/**', 'db/**'], use: { viewport: { width: 375, height: 812 }, hasTouch: true } },
    { name: 'desktop', testIgnore: ['api/**', 'db/**'], use: { viewport: { width: 1440, height: 900 } } },
  ],
  // A fresh, seeded database per run (lib/testing/test-server.mjs).
  webServer: {
    command: 'node lib/testing/test-server.mjs',
    url: baseURL,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
