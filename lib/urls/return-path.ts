const ORIGIN = 'http://portal.invalid';

const onThisSite = (value: string) => {
  try {
    return new URL(value, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
};

/**
 * A `returnTo` that stays on this site: a path, resolved the way the browser will (tabs and newlines
 * dropped, `\` read as `/`, dot segments removed), kept only when both it and the path it resolves to
 * land on this origin (`/.//host` resolves to `//host`, which a browser reads as another site); anything
 * else goes home.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || !onThisSite(value)) return '/';
  const url = new URL(value, ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') || !onThisSite(path) ? '/' : path;
}
