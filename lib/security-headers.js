// Security headers of API.md and DESIGN.md, shared by next.config.js (every response) and middleware.ts
// (its own redirects). Plain CommonJS so that next.config.js can require it.
const isProduction = process.env.NODE_ENV === 'production';

function contentSecurityPolicy() {
  // Next's static pages carry inline bootstrap scripts, so scripts and styles need 'unsafe-inline';
  // nonces would force every page to render per request. React's dev overlay needs eval.
  const script = ["'self'", "'unsafe-inline'", ...(isProduction ? [] : ["'unsafe-eval'"])];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
];

module.exports = { securityHeaders };
