// @ts-check
// Where `npm run build` puts the compiled runtime (lib/runtime/build.mjs bundles lib/runtime/server.ts and
// lib/tools/db.ts there); relative to the project's root, for the scripts and specs that start the server themselves.
export const SERVER_ENTRY = '.next/runtime/server.mjs';
// Run with `node --conditions=react-server`, as the app's server code is.
export const DB_ENTRY = '.next/runtime/db.cjs';
