const ORIGIN = 'http://portal.invalid';

/**
 * A `returnTo` that stays on this site: a path, resolved the way the browser will (tabs and newlines
 * dropped, `\` read as `/`), kept only when it lands on this origin; anything else goes home.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== ORIGIN) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
