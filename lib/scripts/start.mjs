// npm start: builds the portal when there is no build or the sources are newer than it, then serves it
// on http://127.0.0.1:3000 (PORT and HOST to change) once the database is migrated (and, embedded, seeded).
import { join } from 'node:path';
import { listenHost, refuseOpenOutbox } from './listen-host.mjs';
import { ensureBuild, prepareDatabase, root, run } from './serve.mjs';

// Before the build and the database: a server that would show the outbox to the network never starts.
refuseOpenOutbox(listenHost());
await ensureBuild();
await prepareDatabase();
await run(process.execPath, [join(root, 'lib', 'scripts', 'server.mjs')], { env: { ...process.env, NODE_ENV: 'production' } });
