/** What the handle keeps: an open database it can close (`OpenDatabase` of ./client.ts, which it does not import). */
interface Closable {
  close(): Promise<void>;
}

// Next's server bundle and the runtime (lib/runtime/server.ts) each load their own copy of this module,
// so the handle is kept on globalThis: both see the process's one database. Only these functions touch it.
const holder = globalThis as typeof globalThis & { __portalDb?: Promise<Closable> };

/** The process's one database, opened by `open` on the first call; an opening that fails is forgotten, so the next call tries again. */
export function sharedDatabase<T extends Closable>(open: () => Promise<T>): Promise<T> {
  holder.__portalDb ??= open().catch((error: unknown) => {
    holder.__portalDb = undefined;
    throw error;
  });
  // Only client.ts opens it, always with its OpenDatabase.
  return holder.__portalDb as Promise<T>;
}

/** The process's database if its opening began (the readiness check, lib/runtime/health.ts); it opens nothing. */
export const openedDatabase = <T extends Closable>(): Promise<T> | undefined => holder.__portalDb as Promise<T> | undefined;

/** Closes the process's database if one was opened (the server's graceful stop); an opening or a close that fails is ignored. */
export async function closeDatabase(): Promise<void> {
  const database = await holder.__portalDb?.catch(() => undefined);
  holder.__portalDb = undefined;
  await database?.close().catch(() => undefined);
}
