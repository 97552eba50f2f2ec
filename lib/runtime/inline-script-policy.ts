// A kept page goes to many visitors, so the nonce its render carried is no secret any more: its copy is
// sent with a policy that allows, besides this site's files, exactly the inline scripts it holds, by
// their SHA-256 (issue 35). Worked out once, when the copy is kept.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { contentSecurityPolicy } from '@/lib/security-headers';

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  identity: (body) => body,
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

// A script element and its text; an HTML parser ends a script's text at the first `</script`.
const SCRIPT = /<script\b([^>]*)>([^<]*(?:<(?!\/script)[^<]*)*)<\/script/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** The 'sha256-…' sources of every inline script of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy a kept copy is sent with: an HTML page's inline scripts by their hashes, no inline script
 * for anything else (the feed, the API's reads); null when the body cannot be read, and is not kept.
 */
export function keptCopyPolicy(contentType: unknown, encoding: string, body: Buffer): string | null {
  if (!String(contentType ?? '').startsWith('text/html')) return contentSecurityPolicy();
  try {
    return contentSecurityPolicy(inlineScriptHashes(DECODERS[encoding](body).toString('utf8')));
  } catch {
    return null;
  }
}
