// The check a client navigation's router state header (next-router-state-tree) must pass before Next reads it:
// Next throws a header it cannot read into a bare 500. Written here against the header's documented-by-use
// shape (URI-encoded JSON, a tuple [segment, children, url?, refresh?, ...]) instead of importing Next's
// internal parser from next/dist. Stricter than Next is safe (the header is dropped and the page renders
// whole); looser is not, so every part Next checks is checked here.
const MAX_LENGTH = 20 * 2000;
const DYNAMIC_TYPES = new Set(['c', 'ci', 'oc', 'd', 'di']);
const REFRESH = new Set(['refetch', 'inside-shared-layout', 'metadata-only']);
const MAX_DEPTH = 100;

const isString = (value: unknown): value is string => typeof value === 'string';
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || value === null || check(value);

function isSegment(value: unknown): boolean {
  if (isString(value)) return true;
  if (!Array.isArray(value) || value.length !== 4) return false;
  const [name, key, type, siblings] = value as unknown[];
  return (
    isString(name) &&
    isString(key) &&
    isString(type) &&
    DYNAMIC_TYPES.has(type) &&
    (siblings === null || (Array.isArray(siblings) && siblings.every(isString)))
  );
}

function isState(value: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || !Array.isArray(value) || value.length < 2 || value.length > 6) return false;
  const [segment, children, url, refresh, prefetch, key] = value as unknown[];
  if (!isSegment(segment) || typeof children !== 'object' || children === null || Array.isArray(children)) return false;
  if (!Object.values(children).every((child) => isState(child, depth + 1))) return false;
  return (
    optional(url, (u) => Array.isArray(u) && u.length === 2 && u.every(isString)) &&
    optional(refresh, (r) => isString(r) && REFRESH.has(r)) &&
    optional(prefetch, (p) => typeof p === 'number') &&
    (key === undefined || isString(key))
  );
}

/** Whether Next can read this router state header; an absent header is fine. */
export function isReadableRouterState(header: string | string[] | undefined): boolean {
  if (header === undefined) return true;
  if (Array.isArray(header) || header.length > MAX_LENGTH) return false;
  try {
    return isState(JSON.parse(decodeURIComponent(header)), 0);
  } catch {
    return false;
  }
}
