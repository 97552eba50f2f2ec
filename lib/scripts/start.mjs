// npm start: builds the portal when there is no build or the sources are newer than it, then serves it
// on http://localhost:3000 (PORT to change).
import { join } from 'node:path';
import { ensureBuild, root, run } from './serve.mjs';

await ensureBuild();
await run(join(root, 'node_modules', '.bin', 'next'), ['start', '-p', process.env.PORT ?? '3000']);
