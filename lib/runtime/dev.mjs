// @ts-check
// npm run dev: Next's development server through the same request pipeline as `npm start` (lib/runtime/server.ts:
// the guards, the client address from the socket, the local outbox's mark, the graceful stop), without the page
// cache; on http://127.0.0.1:3000 (PORT and HOST to change). The runtime is compiled first, as `npm run build` does.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildRuntime } from './build.mjs';
import { SERVER_ENTRY } from './entry.mjs';
import { listenHost } from './listen-host.mjs';
import { root } from './prepare.mjs';

// Before Next loads: it reads the mode once.
Object.assign(process.env, { NODE_ENV: 'development' });
await buildRuntime();
/** @type {typeof import('./server')} */
const { startServer } = await import(pathToFileURL(join(root, SERVER_ENTRY)).href);
await startServer({ port: Number(process.env.PORT ?? 3000), hostname: listenHost(), dev: true });
