// @ts-check
// Where the build's scripts and stylesheets are, and which of them are compressed at build time
// (compress-static.mjs) and served from those copies (static-files.ts), with their content types.
import { join } from 'node:path';

/** Where `npm run build` writes its index of the build's stylesheets (first-paint-index.mjs), under the project's root. */
export const firstPaintIndexPath = (/** @type {string} */ root) => join(root, '.next', 'runtime', 'first-paint.json');

/** The build's chunks folder under the project's root. */
export const chunksDir = (/** @type {string} */ root) => join(root, '.next', 'static', 'chunks');

/** The compressed files by extension, with the type they are served as. */
export const COMPRESSED_TYPES = /** @type {Record<string, string>} */ ({
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
});
