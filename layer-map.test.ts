/** @jest-environment node */
import { execFileSync } from 'node:child_process';

// The layer map of docs/architecture.md (Layers) as `npm run lint` enforces it: sources placed where a forbidden import
// would sit are linted with the project's own ESLint configuration.

interface Case {
  file: string;
  source: string;
}

// ESLint loads eslint.config.mjs as an ES module, which Jest's module system cannot: lint in a child Node.
const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const answers = [];
for (const { file, source } of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(source, { filePath: file });
  answers.push(result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message));
}
console.log(JSON.stringify(answers));
`;

function layerErrors(cases: Case[]): string[][] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(cases)], {
    cwd: __dirname,
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

const forbidden: [rule: string, file: string, source: string][] = [
  [
    'components never import lib/server',
    'components/content/fixture.tsx',
    "import type { NewsItem } from '@/lib/server/services/content';",
  ],
  ['components never import lib/server', 'components/content/fixture.tsx', "import { logger } from '../../lib/server/core/logger';"],
  ['store never imports lib/server', 'store/fixture.ts', "import { getDb } from '@/lib/server/db/client';"],
  ['lib/ (shared) never imports lib/server', 'lib/content/fixture.ts', "import { listNews } from '@/lib/server/services/content';"],
  ['lib/ (shared) never imports lib/server', 'lib/fixture.ts', "import { FAMILIES } from './server/seed/catalog-data';"],
  ['lib/ (shared) never imports components', 'lib/fixture.ts', "import { JsonLd } from '@/components/content/json-ld';"],
  ['lib/server never imports components', 'lib/server/services/fixture.ts', "import { NewsCard } from '@/components/content/news-card';"],
  ['lib/server never imports store', 'lib/server/fixture.ts', "import { makeStore } from '@/store/make-store';"],
  ['API handlers never import components', 'app/api/fixture/route.ts', "import { JsonLd } from '@/components/content/json-ld';"],
  ['middleware never touches the database', 'middleware.ts', "import { getDb } from '@/lib/server/db/client';"],
  ['http/ is the top of lib/server', 'lib/server/services/fixture.ts', "import { route } from '../http/route';"],
  ['http/ is the top of lib/server', 'lib/server/db/fixture.ts', "import type { Reply } from '@/lib/server/http/route';"],
  ['auth, db and mail sit below services', 'lib/server/auth/fixture.ts', "import { login } from '../services/login';"],
  ['auth, db and mail sit below services', 'lib/server/mail/fixture.ts', "import { seed } from '../seed/seed';"],
  ['errors and the logger (lib/server/core) are the bottom', 'lib/server/core/fixture.ts', "import { getDb } from '../db/client';"],
];

const allowed: [why: string, file: string, source: string][] = [
  ['a server page reads lib/server', 'app/(site)/news/fixture.tsx', "import { newsListing } from '@/lib/server/services/content';"],
  [
    'a component reads the shared content types',
    'components/content/fixture.tsx',
    "import type { NewsItem } from '@/lib/schemas/content';",
  ],
  ['a handler calls the route wrapper', 'app/api/fixture/route.ts', "import { route } from '@/lib/server/http/route';"],
  ['http/ calls services', 'lib/server/http/fixture.ts', "import { login } from '../services/login';"],
  ['a service throws the errors of core', 'lib/server/services/fixture.ts', "import { notFound } from '../core/api-failure';"],
  ['auth reads the database', 'lib/server/auth/fixture.ts', "import { getDb } from '../db/client';"],
  ['the test harness seeds through lib/server', 'lib/testing/fixture.ts', "import { FAMILIES } from '@/lib/server/seed/catalog-data';"],
  [
    "the runtime's guard looks a console session up",
    'lib/runtime/fixture.ts',
    "import { roleOfStaffToken } from '@/lib/server/auth/live-staff-session';",
  ],
  ['middleware reads the shared cookie names', 'middleware.ts', "import { SESSION_COOKIE } from '@/lib/api/session-cookie';"],
];

jest.setTimeout(120_000);

describe('npm run lint refuses what docs/architecture.md forbids', () => {
  const cases = [...forbidden, ...allowed].map(([, file, source]) => ({ file, source }));
  let answers: string[][];
  beforeAll(() => {
    answers = layerErrors(cases);
  });

  it.each(forbidden.map((entry, index) => [...entry, index] as const))('%s (%s: %s)', (rule, file, source, index) => {
    expect(answers[index]).toHaveLength(1);
    expect(answers[index][0]).toContain(`docs/architecture.md, Layers: ${rule}`);
  });

  it.each(allowed.map((entry, index) => [...entry, forbidden.length + index] as const))(
    'allows it: %s (%s)',
    (why, file, source, index) => {
      expect(answers[index]).toEqual([]);
    },
  );
});
