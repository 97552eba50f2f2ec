// @ts-check
// The runtime's build step (the end of `npm run build`, and the start of `npm run dev`): bundles lib/runtime/server.ts
// with the project files it imports into one ES module that Node 20 runs as it is (no tsx in production);
// packages (next among them) stay imports, loaded from node_modules.
import { join } from 'node:path';
import { build } from 'esbuild';
import { SERVER_ENTRY } from '../runtime/entry.mjs';
import { root } from '../runtime/prepare.mjs';

export async function buildRuntime() {
  await build({
    entryPoints: [join(root, 'lib', 'runtime', 'server.ts')],
    outfile: join(root, SERVER_ENTRY),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
}

if (process.argv[1] === import.meta.filename) await buildRuntime();
