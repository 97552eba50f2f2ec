// npm run test:api:postgres: the API suite (Playwright project `api`) again, on a real PostgreSQL
// server started for the run, with mail kept in the local outbox (the PGlite run sends it through SMTP).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startPostgres } from './postgres.mjs';
import { freePort, root } from './serve-production.mjs';

const postgres = await startPostgres();
let status = 1;
try {
  const env = {
    ...process.env,
    DATABASE_URL: postgres.url,
    E2E_PORT: String(await freePort()),
    // This run keeps mail in the local outbox (/dev/mailbox); the PGlite run sends it through SMTP.
    MAIL_CATCHER_PORT: '',
    E2E_JSON: process.env.E2E_JSON ?? join(root, 'test-results', 'api-postgres.json'),
  };
  console.log(`api on PostgreSQL (${postgres.url.replace(/\/\/[^@]+@/, '//')}), mail in the local outbox`);
  status =
    spawnSync(join(root, 'node_modules', '.bin', 'playwright'), ['test', '--project=api', '--project=db', ...process.argv.slice(2)], {
      cwd: root,
      env,
      stdio: 'inherit',
    }).status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
