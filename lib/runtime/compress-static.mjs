// @ts-check
// The end of `npm run build`: each script and stylesheet of the build (.next/static/chunks) compressed once,
// as a .gz sibling by zopfli (a gzip any browser reads, 3–4 % smaller than zlib's best; 5 passes, as small as 15 within 0.1 % in 60 % of the time) and a .br sibling by
// brotli at its best quality. lib/runtime/static-files.ts serves them; Next would compress each answer again
// with zlib's level 6, and not at all under 1 kB. What it saves is measured in docs/runs/web.md.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { root } from './prepare.mjs';
import { chunksDir, COMPRESSED_TYPES } from './static-chunks.mjs';

/** The files compressed: what the build names by a hash of its content, so each copy stays true. */
const COMPRESSED = new RegExp(`\\.(${Object.keys(COMPRESSED_TYPES).join('|')})$`);

/** Writes name.gz and name.br beside each script and stylesheet of the build; returns how many. */
export async function compressStatic(dir = chunksDir(root)) {
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => COMPRESSED.test(name));
  for (const name of names) {
    const body = readFileSync(join(dir, name));
    writeFileSync(join(dir, `${name}.gz`), await gzipAsync(body, { numiterations: 5 }));
    writeFileSync(
      join(dir, `${name}.br`),
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
  }
  return names.length;
}

if (process.argv[1] === import.meta.filename) {
  const started = Date.now();
  const count = await compressStatic();
  console.log(`compressed ${count} scripts and stylesheets in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
