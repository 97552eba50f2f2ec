// @ts-check
// npm start: builds the portal when there is no build or the sources are newer than it, then serves it
// on http://127.0.0.1:3000 (PORT and HOST to change; PUBLIC_ORIGIN, the address people use) once the database
// is migrated (and, embedded, seeded), through the compiled runtime (lib/runtime/server.ts) in this process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY } from './entry.mjs';
import { listenHost, publicOriginOrLeave, refuseOpenOutbox } from './listen-host.mjs';
import { ensureBuild, prepareDatabase, root } from './prepare.mjs';

const hostname = listenHost();
const port = Number(process.env.PORT ?? 3000);
// Before the build and the database: a server that would show the outbox to the network, or that
// cannot tell the address its mail and pages link to, never starts.
refuseOpenOutbox(hostname);
publicOriginOrLeave(hostname, port);
await ensureBuild();
await prepareDatabase();
// Before Next loads: it reads the mode once.
Object.assign(process.env, { NODE_ENV: 'production' });
/** @type {typeof import('./server')} */
const { startServer } = await import(pathToFileURL(join(root, SERVER_ENTRY)).href);
await startServer({ port, hostname });
