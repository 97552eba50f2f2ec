import { CHUNK_RELOAD_GUARD_MS } from '../constants';

const CHUNK_ERROR_MESSAGE =
  /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk |Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether an error (or a rejection reason) says a code chunk could not be loaded, e.g. after a deploy. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error) && (typeof reason !== 'object' || reason === null)) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR_MESSAGE.test(message));
}

type MarkStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Reload at most once per path within the guard time; records the reload when it allows one. */
export function claimReload(marks: MarkStore, path: string, now: number): boolean {
  const key = `chunk-reload:${path}`;
  const last = marks.getItem(key);
  if (last !== null && now - Number(last) < CHUNK_RELOAD_GUARD_MS) return false;
  marks.setItem(key, String(now));
  return true;
}
