/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiDocument } from './api-doc';

const FILE = join(__dirname, '..', '..', '..', 'docs', 'api.md');

describe('docs/api.md', () => {
  test('is what the operations registry writes (run npm run docs:api after changing a call)', () => {
    const committed = readFileSync(FILE, 'utf8');
    const generated = apiDocument();
    if (committed !== generated) throw new Error('docs/api.md differs from the operations registry: run npm run docs:api');
  });
});
