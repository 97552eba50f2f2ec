const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
});

// otplib's CommonJS build requires @scure/base and @noble/hashes, which ship only as ES modules.
const ESM_ONLY = ['@scure', '@noble'];

module.exports = async () => {
  const resolved = await config();
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith('/node_modules/') ? pattern.replace('(?!.pnpm)', `(?!.pnpm)(?!(${ESM_ONLY.join('|')})/)`) : pattern,
  );
  return resolved;
};
