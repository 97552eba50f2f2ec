// The portal's public origin (canonical URLs, the sitemap, the feed, JSON-LD and the links in mail),
// read when the server starts, never at build time. lib/runtime/server.ts resolves it once, stops on
// a bad value, and leaves it in PUBLIC_ORIGIN for the pages (lib/urls/site-origin.ts). Plain CommonJS, like
// local-only.js, for both sides.

/** The setting and its name; NEXT_PUBLIC_SITE_URL is its old, documented name, still read (at start, not at build). */
const givenOrigin = (env) =>
  env.PUBLIC_ORIGIN
    ? ['PUBLIC_ORIGIN', env.PUBLIC_ORIGIN]
    : env.NEXT_PUBLIC_SITE_URL
      ? ['NEXT_PUBLIC_SITE_URL (now PUBLIC_ORIGIN)', env.NEXT_PUBLIC_SITE_URL]
      : [];

/** `http(s)://host[:port]` of an absolute http(s) URL without credentials, path, query or fragment; null otherwise. */
function originOf(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : null;
}

/** Listening on every address (0.0.0.0, ::) says nothing about the address people use. */
const isWildcardHost = (host) => ['0.0.0.0', '::', '[::]', '::0'].includes(host);

/**
 * The public origin for a server listening on host:port: the setting when given, else
 * http://<host>:<port> itself. { problem } is one sentence to stop the server with.
 */
function resolvePublicOrigin(env, host, port) {
  const [name, given] = givenOrigin(env);
  if (given) {
    const origin = originOf(given);
    if (origin) return { origin };
    return {
      problem: `portal: ${name} must be the absolute http(s) origin people open the portal at, with no path (e.g. https://portal.example.tw), not ${JSON.stringify(given)}.`,
    };
  }
  if (isWildcardHost(host)) {
    return {
      problem: `portal: listening on ${host} (every address), set PUBLIC_ORIGIN to the address people open the portal at (e.g. https://portal.example.tw), because the links in mail and the canonical URLs need it.`,
    };
  }
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return { origin: `http://${bracketed}:${port}` };
}

module.exports = { resolvePublicOrigin };
