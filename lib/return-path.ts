/** A `returnTo` that stays on this site (a path, not `//host` or a URL); anything else goes home. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}
