// `npm run docs:api`: writes docs/api.md, the API's contract, from the operations registry
// (lib/server/http/api-doc.ts). Run with the react-server condition, as the app's server code is.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiDocument } from '../server/http/api-doc';

const file = join(__dirname, '..', '..', 'docs', 'api.md');
writeFileSync(file, apiDocument());
console.log(`docs:api: wrote ${file}`);
