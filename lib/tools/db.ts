// `npm run db:migrate` and `npm run db:seed` (and `npm start`, built into .next/runtime/db.cjs): open the configured
// database (which migrates it) and optionally fill it with the demo data. Run with the react-server condition, as the
// app's server code is.
import { openDatabase } from '../server/db/client';
import { seed } from '../server/seed/seed';

// This process only writes. The demo's sales steps queue their notices, and a service kicks the mail
// dispatcher after each change; here that kick would open a second handle on the database beside
// `openDatabase`'s. Without SMTP_URL the kick does nothing: the server sends what the seed queued.
delete process.env.SMTP_URL;

async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') throw new Error('usage: db.ts migrate|seed');
  const started = Date.now();
  const database = await openDatabase();
  try {
    const where = database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
    if (command === 'migrate') {
      console.log(`db: ${where} is migrated (${Date.now() - started} ms)`);
    } else {
      const filled = await seed(database.db, { e2eAccounts: process.env.SEED_E2E_ACCOUNTS === '1' });
      console.log(
        filled ? `db: demo data written to ${where} (${Date.now() - started} ms)` : `db: ${where} already has a catalog; nothing seeded`,
      );
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  const cause = (error as { cause?: unknown }).cause;
  console.error(`db: ${error instanceof Error ? error.message.slice(0, 500) : String(error)}${cause ? `\ncause: ${String(cause)}` : ''}`);
  process.exit(1);
});
