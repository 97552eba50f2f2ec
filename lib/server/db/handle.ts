/** What the handle keeps: an open database it can close (`OpenDatabase` of ./client.ts, which it does not import). */
interface Closable {
  close(): Promise<void>;
}

import { processSlot } from '@/lib/process-slots';

// Next's server bundle and the runtime (lib/runtime/server.ts) each load their own copy of this module,
// so the handle is kept in a process slot (lib/process-slots.js): both see the process's one database.
// Only these functions touch it.
const holder = processSlot('db', (): { opening?: Promise<Closable> } => ({}));

/** The process's one database, opened by `open` on the first call; an opening that fails is forgotten, so the next call tries again. */
export function sharedDatabase<T extends Closable>(open: () => Promise<T>): Promise<T> {
  holder.opening ??= open().catch((error: unknown) => {
    holder.opening = undefined;
    throw error;
  });
  // Only client.ts opens it, always with its OpenDatabase.
  return holder.opening as Promise<T>;
}

/** The process's database if its opening began (the readiness check, lib/runtime/health.ts); it opens nothing. */
export const openedDatabase = <T extends Closable>(): Promise<T> | undefined => holder.opening as Promise<T> | undefined;

/** Closes the process's database if one was opened (the server's graceful stop); an opening or a close that fails is ignored. */
export async function closeDatabase(): Promise<void> {
  const database = await holder.opening?.catch(() => undefined);
  holder.opening = undefined;
  await database?.close().catch(() => undefined);
}
