import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // next.config.js and the modules it requires are plain CommonJS.
    files: ['next.config.js', 'jest.config.js', 'lib/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Every link goes through SiteLink, which holds route prefetch to MAX_PENDING_PREFETCH (SPEC §9).
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/layout/site-link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use SiteLink from @/components/layout/site-link.' }] }] },
  },
  {
    ignores: ['.next/**', 'node_modules/**', 'bench-results/**', 'test-results/**', 'playwright-report/**', 'data/**', 'next-env.d.ts'],
  },
];

export default config;
