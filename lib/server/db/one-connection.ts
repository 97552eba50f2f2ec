import 'server-only';
import type { PoolClient } from 'pg';
import type { Db } from './client';

/**
 * Runs `work` on one connection of PostgreSQL's pool, held until it ends, so that none of its statements waits
 * for a free connection; the embedded database has only one.
 */
export async function onOneConnection<T>(db: Db, work: (connection: Db) => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client: { connect?: () => Promise<PoolClient> } }).$client;
  const { Pool } = await import('pg');
  if (!(pool instanceof Pool)) return work(db);
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = await pool.connect();
  try {
    return await work(
      drizzle({ client, schema: (db as unknown as { _: { fullSchema: Record<string, unknown> } })._.fullSchema }) as unknown as Db,
    );
  } finally {
    client.release();
  }
}
