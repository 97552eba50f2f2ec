// @ts-check
// The end of `npm run build`, before compression: the scripts every page starts with (React, Next's client and
// Turbopack's runtime, the build manifest's rootMainFiles) open with V8's explicit compile hint, so Chromium
// compiles their functions while it streams them, off the main thread, instead of on their first call. That
// first call is the page's start after its first paint (after-first-paint.ts), one task that instantiates every
// module: compiling React's there made it the page's one long task. Measured on /news/{news}, Lighthouse mobile:
// blocking 73 ms without the hint, 5–17 ms with it (docs/runs/web.md). Browsers without the hint read a comment.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './prepare.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint at the start of each of the build's root main files that lacks it; returns how many were changed.
 * A file with a source map (the build bench:bundle makes with SOURCE_MAPS=1, to name what each byte is) is left
 * as it is: a line put in front would shift every position its map gives.
 */
export function hintRootMainFiles(nextDir = join(root, '.next')) {
  const manifest = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'));
  let changed = 0;
  for (const file of /** @type {string[]} */ (manifest.rootMainFiles)) {
    const path = join(nextDir, file);
    const body = readFileSync(path, 'utf8');
    if (body.startsWith(COMPILE_HINT) || existsSync(`${path}.map`)) continue;
    writeFileSync(path, COMPILE_HINT + body);
    changed += 1;
  }
  return changed;
}

if (process.argv[1] === import.meta.filename) console.log(`compile hints: ${hintRootMainFiles()} scripts every page starts with`);
