const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = createJestConfig({
  // jsdom with Node's fetch, which MSW intercepts (lib/testing/api-server.ts).
  testEnvironment: '<rootDir>/lib/testing/jsdom-environment.ts',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Exported for `import` only; Jest resolves with `require`'s conditions.
    '^json-schema-faker$': '<rootDir>/node_modules/json-schema-faker/dist/index.js',
  },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
});

// Packages that ship only as ES modules but are required from CommonJS: @scure/base and @noble/hashes by
// otplib, rettime, until-async and @open-draft/deferred-promise by msw, markdown-it-cjk-friendly and its
// get-east-asian-width by the article renderer, json-schema-faker by the fuzzer's values (schema-values.mjs).
const ESM_ONLY = [
  '@scure',
  '@noble',
  'rettime',
  'until-async',
  '@open-draft',
  'markdown-it-cjk-friendly',
  'get-east-asian-width',
  'json-schema-faker',
];

module.exports = async () => {
  const resolved = await config();
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith('/node_modules/') ? pattern.replace('(?!.pnpm)', `(?!.pnpm)(?!(${ESM_ONLY.join('|')})/)`) : pattern,
  );
  return resolved;
};
