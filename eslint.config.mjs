import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layer map of DESIGN.md ("Layers, and who may call whom"): one zone per forbidden direction.
const SHARED_LIB = ['lib/*.*', 'lib/!(server|scripts|runtime|tools|testing|reliability)/**'];
const layerZones = [
  {
    target: 'components',
    from: 'lib/server',
    message: 'DESIGN.md: components never import lib/server; the server page passes data as props, shared types live in lib/.',
  },
  { target: 'store', from: 'lib/server', message: 'DESIGN.md: store never imports lib/server; it reads the API through lib/api-client.' },
  { target: SHARED_LIB, from: 'lib/server', message: 'DESIGN.md: lib/ (shared) never imports lib/server; move the shared piece to lib/.' },
  { target: SHARED_LIB, from: 'components', message: 'DESIGN.md: lib/ (shared) never imports components; move the shared piece to lib/.' },
  { target: 'lib/server', from: 'components', message: 'DESIGN.md: lib/server never imports components; move the shared piece to lib/.' },
  { target: 'lib/server', from: 'store', message: 'DESIGN.md: lib/server never imports store.' },
  { target: 'app/api', from: 'components', message: 'DESIGN.md: API handlers never import components.' },
  { target: 'middleware.ts', from: 'lib/server', message: 'DESIGN.md: middleware never touches the database (lib/server opens it).' },
  // Inside the server: http -> services (and seed) -> auth, db, mail, rate-limit, security-events -> core.
  {
    target: ['lib/server/*.*', 'lib/server/!(http)/**'],
    from: 'lib/server/http',
    message: 'DESIGN.md: http/ is the top of lib/server; only app/ and http/ itself import it.',
  },
  {
    target: ['lib/server/*.*', 'lib/server/!(http|services|seed)/**'],
    from: ['lib/server/services', 'lib/server/seed'],
    message: 'DESIGN.md: auth, db and mail sit below services and never import them.',
  },
  {
    target: 'lib/server/core/**',
    from: 'lib/server',
    except: ['./core'],
    message: 'DESIGN.md: errors and the logger (lib/server/core) are the bottom of lib/server and import nothing of it.',
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // next.config.js and the modules it requires are plain CommonJS.
    files: ['next.config.js', 'jest.config.js', 'lib/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }] },
  },
  {
    // Every link goes through SiteLink, which holds route prefetch to MAX_PENDING_PREFETCH (SPEC §9).
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/layout/site-link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use SiteLink from @/components/layout/site-link.' }] }],
    },
  },
  {
    ignores: ['.next/**', 'node_modules/**', 'bench-results/**', 'test-results/**', 'playwright-report/**', 'data/**', 'next-env.d.ts'],
  },
];

export default config;
