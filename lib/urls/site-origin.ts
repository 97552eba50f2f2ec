import { resolvePublicOrigin } from './public-origin';

/**
 * The portal's public origin, without a trailing slash: PUBLIC_ORIGIN as lib/runtime/server.ts
 * resolved it at start; elsewhere (next dev, unit tests) the same rule from HOST and PORT. Read per
 * call, so nothing built carries it.
 */
export function siteOrigin(): string {
  const { origin, problem } = resolvePublicOrigin(process.env, process.env.HOST || '127.0.0.1', process.env.PORT || '3000');
  if (!origin) throw new Error(problem);
  return origin;
}
