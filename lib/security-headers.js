// The security headers every answer carries (the build's scripts only those that apply to a script),
// shared by next.config.js (every response), middleware.ts (pages: a policy with a nonce of their own) and the runtime (its refusals and the page cache's copies).
// Plain CommonJS so that next.config.js can require it.
const isProduction = process.env.NODE_ENV === 'production';

/** Where browsers send what the policy blocked (app/api/security/csp-report/v1), logged to the security log. */
const CSP_REPORT_PATH = '/api/security/csp-report/v1';

/**
 * The Content-Security-Policy, its scripts allowed by `scriptSources` besides this site's own files:
 * a page's nonce ('nonce-…'), the hashes of a kept page's inline scripts ('sha256-…'), or nothing for
 * answers that carry no inline script (the API, files). Never 'unsafe-inline' for scripts; styles keep
 * it, as Chakra's Emotion writes its style elements at run time. React's dev overlay needs eval.
 */
function contentSecurityPolicy(scriptSources = []) {
  const script = ["'self'", ...scriptSources, ...(isProduction ? [] : ["'unsafe-eval'"])];
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
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/** A fresh nonce for one page's answer: 128 random bits, as the Web Crypto API gives in every runtime. */
function newNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
  { key: 'Reporting-Endpoints', value: `csp="${CSP_REPORT_PATH}"` },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
];

/** The build's script files (content-hashed, kept a year). */
const SCRIPT_FILES = '/_next/static/chunks/:file*';

/**
 * What a script file of the build carries. A browser applies the policy of the document that loads a
 * script, never one sent with the script (no script here runs as a worker), and framing, referrer and
 * permission rules concern documents: sent with each script they only weighed about 600 bytes of headers
 * on each of some 15 scripts a page (HTTP/1.1 repeats them; bench:web counts them). nosniff keeps a
 * script from being read as anything else; HSTS goes with every answer.
 */
const scriptFileHeaders = securityHeaders.filter(({ key }) => key === 'X-Content-Type-Options' || key === 'Strict-Transport-Security');

module.exports = { securityHeaders, scriptFileHeaders, SCRIPT_FILES, contentSecurityPolicy, newNonce, CSP_REPORT_PATH };
