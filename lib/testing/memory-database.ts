import path from 'node:path';
import type { Db } from '../server/db/client';
import * as tables from '../server/db/schema';
import * as staffTables from '../server/db/staff-schema';
import * as mediaTables from '../server/db/media-schema';
import * as catalogTables from '../server/db/catalog-schema';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/server/db/migrations');

/**
 * For tests: an embedded database in memory, brought up to date by the migrations in `folder` as a
 * server would open it (PGlite loads itself with a dynamic import, which Jest allows only under
 * NODE_OPTIONS=--experimental-vm-modules, as npm run test:unit sets it); `migrate` applies the migrations of another folder later (the repository's by default).
 */
export async function memoryDatabase(folder = MIGRATIONS_FOLDER) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  const db = drizzle({ client, schema: { ...tables, ...staffTables, ...mediaTables, ...catalogTables } });
  const migrateFrom = (migrationsFolder = MIGRATIONS_FOLDER) => migrate(db, { migrationsFolder });
  await migrateFrom(folder);
  return { db: db as unknown as Db, migrate: migrateFrom, close: () => client.close() };
}
