// Playwright's web server: a fresh database for this run (a temporary PGlite folder, or the
// DATABASE_URL the runner started), migrated and seeded, then the production server (lib/runtime/server.ts) on E2E_PORT. With
// MAIL_CATCHER_PORT it also starts the loopback SMTP catcher and points SMTP_URL at it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENTRY } from '../runtime/entry.mjs';
import { root, run } from './serve-production.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

const port = process.env.E2E_PORT ?? '3210';
// The tests play the load balancer: each sends the client address it wants per-IP limits to see.
// The suite signs each demo staff member in once and calls faster than any person: the console's call
// limits (R00429) are raised here and tested in lib/server/staff-call-limit.test.ts.
const env = {
  ...process.env,
  NODE_ENV: 'production',
  INSECURE_COOKIES: '1',
  TRUSTED_PROXY_HOPS: '1',
  SEED_E2E_ACCOUNTS: '1',
  STAFF_CALLS_PER_MINUTE: '1000000',
  STAFF_CALLS_PER_HOUR: '1000000',
  // Every answer is checked against its operation's schema (lib/server/http/route.ts): a drift fails the test with E00500.
  API_CHECK_ANSWERS: '1',
};
let folder;
if (!env.DATABASE_URL) {
  folder = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  env.PGLITE_DIR = folder;
}
const catcher = env.MAIL_CATCHER_PORT ? await startMailCatcher(Number(env.MAIL_CATCHER_PORT)) : null;
if (catcher) env.SMTP_URL = catcher.smtpUrl;

await run('npm', ['run', '--silent', 'db:seed'], { env });
const server = spawn(process.execPath, [join(root, SERVER_ENTRY), port, '127.0.0.1'], {
  cwd: root,
  env,
  stdio: ['ignore', process.env.E2E_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
});

async function shutdown(code) {
  server.kill('SIGTERM');
  await catcher?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => shutdown(0));
process.on('SIGINT', () => shutdown(0));
server.on('exit', (code) => shutdown(code ?? 0));
