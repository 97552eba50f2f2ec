// npm start: builds the portal when there is no build or the sources are newer than it, then serves it
// on http://localhost:3000 (PORT to change) once the database is migrated (and, embedded, seeded).
import { join } from 'node:path';
import { ensureBuild, prepareDatabase, root, run } from './serve.mjs';

await ensureBuild();
await prepareDatabase();
await run(process.execPath, [join(root, 'lib', 'scripts', 'server.mjs')], { env: { ...process.env, NODE_ENV: 'production' } });
