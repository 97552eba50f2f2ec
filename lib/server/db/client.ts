import 'server-only';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as tables from './schema';
import * as staffTables from './staff-schema';
import * as mediaTables from './media-schema';
import * as catalogTables from './catalog-schema';
import * as pipelineTables from './pipeline-schema';
import * as dealerTables from './dealer-schema';
import * as quoteTables from './quote-schema';
import * as savedConfigurationTables from './saved-configuration-schema';
import { lockFolder } from './folder-lock';
import { sharedDatabase } from './handle';
import { logger, safeReason } from '../core/logger';

const schema = {
  ...tables,
  ...staffTables,
  ...mediaTables,
  ...catalogTables,
  ...pipelineTables,
  ...dealerTables,
  ...savedConfigurationTables,
  ...quoteTables,
};
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a service needs to run queries: the database or an open transaction. */
export type Executor = Db | Tx;

export interface OpenDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// turbopackIgnore: the paths are read at run time; tracing them would pull in the whole project.
const MIGRATIONS = path.join(/* turbopackIgnore: true */ process.cwd(), 'lib/server/db/migrations');
// Any constant will do; it keeps two instances from migrating one server at the same time.
const MIGRATION_LOCK = 724_001;
const CONNECT_TIMEOUT_MS = 10_000;

/** Where the embedded database keeps its files: PGLITE_DIR, else ./data/pglite. */
export function pgliteDir(): string {
  return path.resolve(process.env.PGLITE_DIR || path.join(/* turbopackIgnore: true */ process.cwd(), 'data', 'pglite'));
}

async function openPglite(): Promise<OpenDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = pgliteDir();
  mkdirSync(dir, { recursive: true });
  const release = lockFolder(dir);
  const client = await PGlite.create(dir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_MAX) || 10,
    // While the server is away a request waits at most this long for a connection, then gets E00500 with Retry-After.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client whose server went away (a restart, a crash) emits 'error' on the pool; unheard,
  // that event would kill the whole process. The pool drops the client and opens a new one later.
  pool.on('error', (error) => logger.warn({ event: 'database-connection-lost', reason: safeReason(error) }));
  // A client checked out for a transaction has no pool listener: cut between two of its queries, it
  // emitted an unheard 'error' (an uncaughtException in the fault runs). Heard here and left unlogged
  // (an idle client's is logged above); the transaction's next query fails instead (E00500 with
  // Retry-After), and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    const conn = await pool.connect();
    try {
      await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle({ client: conn, schema }), { migrationsFolder: MIGRATIONS });
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      conn.release();
    }
  } catch (error) {
    // A database that is not there yet: the next request tries again with a new pool, so end this one.
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzle({ client: pool, schema });
  // Other instances on this database hear of this one's changes to public data, and it of theirs.
  const { joinCacheChannel } = await import('../cache/cache-channel');
  const leaveChannel = joinCacheChannel(pool, url);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    close: async () => {
      await leaveChannel();
      await pool.end();
    },
  };
}

/** Opens the configured database and brings its schema up to date. */
export function openDatabase(): Promise<OpenDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite();
}

/** The process's one database (lib/server/db/handle.ts); `next dev` reloads reuse it instead of opening the folder twice. */
export async function getDb(): Promise<Db> {
  return (await sharedDatabase(openDatabase)).db;
}
