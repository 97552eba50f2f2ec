const { securityHeaders } = require('./lib/security-headers');
const { publicRewrites } = require('./lib/public-routes');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['@electric-sql/pglite'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  async rewrites() {
    return { beforeFiles: publicRewrites };
  },
};

module.exports = nextConfig;
