// npm start: builds the portal when there is no build or the sources are newer than it, then serves it
// on http://127.0.0.1:3000 (PORT and HOST to change; PUBLIC_ORIGIN, the address people use) once the database is migrated (and, embedded, seeded).
import { join } from 'node:path';
import { listenHost, publicOriginOrLeave, refuseOpenOutbox } from './listen-host.mjs';
import { ensureBuild, prepareDatabase, root, run } from './serve.mjs';

// Before the build and the database: a server that would show the outbox to the network, or that
// cannot tell the address its mail and pages link to, never starts.
refuseOpenOutbox(listenHost());
publicOriginOrLeave(listenHost(), process.env.PORT ?? 3000);
await ensureBuild();
await prepareDatabase();
await run(process.execPath, [join(root, 'lib', 'scripts', 'server.mjs')], { env: { ...process.env, NODE_ENV: 'production' } });
