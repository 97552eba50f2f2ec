import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layer map of docs/architecture.md (its "Layers" section, which states each rule below): one zone per
// forbidden direction.
const SHARED_LIB = ['lib/*.*', 'lib/!(server|scripts|runtime|tools|testing|reliability)/**'];
const layerZones = [
  {
    target: 'components',
    from: 'lib/server',
    message:
      'docs/architecture.md, Layers: components never import lib/server; the server page passes data as props, shared types live in lib/.',
  },
  {
    target: 'store',
    from: 'lib/server',
    message: 'docs/architecture.md, Layers: store never imports lib/server; it reads the API through lib/api/client.',
  },
  {
    target: SHARED_LIB,
    from: 'lib/server',
    message: 'docs/architecture.md, Layers: lib/ (shared) never imports lib/server; move the shared piece to lib/.',
  },
  {
    target: SHARED_LIB,
    from: 'components',
    message: 'docs/architecture.md, Layers: lib/ (shared) never imports components; move the shared piece to lib/.',
  },
  {
    target: 'lib/server',
    from: 'components',
    message: 'docs/architecture.md, Layers: lib/server never imports components; move the shared piece to lib/.',
  },
  { target: 'lib/server', from: 'store', message: 'docs/architecture.md, Layers: lib/server never imports store.' },
  { target: 'app/api', from: 'components', message: 'docs/architecture.md, Layers: API handlers never import components.' },
  {
    target: 'middleware.ts',
    from: 'lib/server',
    message: 'docs/architecture.md, Layers: middleware never touches the database (lib/server opens it).',
  },
  // Inside the server: http -> services (and seed) -> auth, db, mail, rate-limit, security-events -> core.
  {
    target: ['lib/server/*.*', 'lib/server/!(http)/**'],
    from: 'lib/server/http',
    message:
      'docs/architecture.md, Layers: http/ is the top of lib/server; nothing else in lib/server imports it (app/ and lib/runtime/ do).',
  },
  {
    target: ['lib/server/*.*', 'lib/server/!(http|services|seed)/**'],
    from: ['lib/server/services', 'lib/server/seed'],
    message: 'docs/architecture.md, Layers: auth, db and mail sit below services and never import them.',
  },
  {
    target: ['app', 'lib/server/http', 'lib/runtime'],
    from: 'lib/server/mail/outbox.ts',
    message:
      'docs/architecture.md, Layers: services alone queue and kick mail (in their transaction, the kick after it commits); handlers and the runtime never touch the outbox.',
  },
  {
    target: 'lib/server/core/**',
    from: 'lib/server',
    except: ['./core'],
    message: 'docs/architecture.md, Layers: errors and the logger (lib/server/core) are the bottom of lib/server and import nothing of it.',
  },
];

const SITE_LINK_ONLY = { name: 'next/link', message: 'Use SiteLink from @/components/layout/site-link.' };
const CHAKRA_RUNTIME = {
  group: ['@chakra-ui/react', '@chakra-ui/react/*', '!@chakra-ui/react/styled-system', '@emotion/*'],
  message: 'Pages style with lib/theme/cx.ts (classes compiled from the Chakra theme); Chakra runtime only in the staff console.',
};
const CLASS_NAME_LITERALS = [
  {
    selector: 'JSXAttribute[name.name="className"] > Literal',
    message: "Name classes with cx('…') (lib/theme/cx.ts), so a misspelt one fails the type check.",
  },
  {
    selector: 'JSXAttribute[name.name="className"] > JSXExpressionContainer > TemplateLiteral',
    message: "Name classes with cx('…') (lib/theme/cx.ts), so a misspelt one fails the type check.",
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
    // Every link goes through SiteLink, which holds route prefetch to MAX_PENDING_PREFETCH (docs/product.md, Interface).
    // The site's pages style with the compiled stylesheet (lib/theme/cx.ts): no Chakra or Emotion runtime
    // outside the staff console, and no class name the type check cannot see.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/layout/site-link.tsx', 'app/staff/**', 'components/staff/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [SITE_LINK_ONLY], patterns: [CHAKRA_RUNTIME] }],
      'no-restricted-syntax': ['error', ...CLASS_NAME_LITERALS],
    },
  },
  {
    files: ['app/staff/**/*.tsx', 'components/staff/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [SITE_LINK_ONLY] }] },
  },
  {
    // The console's sign-in, its first page, loads no Chakra runtime: a form on the site's stylesheet.
    files: ['app/staff/layout.tsx', 'app/staff/page.tsx', 'components/staff/staff-sign-in.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [SITE_LINK_ONLY], patterns: [CHAKRA_RUNTIME] }],
      'no-restricted-syntax': ['error', ...CLASS_NAME_LITERALS],
    },
  },
  {
    ignores: ['.next/**', 'node_modules/**', 'bench-results/**', 'test-results/**', 'playwright-report/**', 'data/**', 'next-env.d.ts'],
  },
];

export default config;
