import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { serverKeys } from '../db/schema';

export type KeyName = 'log-hash' | 'totp-secret';

const cache = new Map<KeyName, Promise<Buffer>>();

/**
 * A 256-bit key for one purpose. With SERVER_SECRET set, derived from it (every instance agrees by
 * configuration); without it, made at random the first time and kept in the database, so every
 * instance and every restart reads the same one.
 */
export function serverKey(db: Executor, name: KeyName): Promise<Buffer> {
  let key = cache.get(name);
  if (!key) {
    key = loadKey(db, name);
    key.catch(() => cache.delete(name));
    cache.set(name, key);
  }
  return key;
}

async function loadKey(db: Executor, name: KeyName): Promise<Buffer> {
  const secret = process.env.SERVER_SECRET;
  if (secret) return createHmac('sha256', secret).update(`truck-portal:${name}`).digest();
  await db
    .insert(serverKeys)
    .values({ name, key: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ key: serverKeys.key }).from(serverKeys).where(eq(serverKeys.name, name));
  return Buffer.from(row.key, 'base64');
}

/** Forgets the keys read: for a script that opens another database in the same process (each has its own). */
export function forgetServerKeys() {
  cache.clear();
}
