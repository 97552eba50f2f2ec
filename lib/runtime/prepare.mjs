// @ts-check
// What `npm start` and the scripts do before the server takes traffic: build when the build is missing
// or older than the sources, then migrate (and, embedded, seed) the database. Plain JavaScript, checked
// by tsc: it runs before there is a build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DB_ENTRY, SERVER_ENTRY } from './entry.mjs';

export const root = join(import.meta.dirname, '..', '..');

/**
 * Runs a command in the project's root with our stdio; resolves when it leaves with code 0.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

const SOURCES = ['app', 'components', 'store', 'lib', 'public', 'middleware.ts', 'next.config.js', 'package.json'];

/** @param {string} path @returns {number} */
function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

/** Builds (Next's build and the compiled runtime) when either is missing or a source is newer than the build. */
export async function ensureBuild() {
  const buildId = join(root, '.next', 'BUILD_ID');
  const stale =
    !existsSync(buildId) ||
    ![SERVER_ENTRY, DB_ENTRY].every((entry) => existsSync(join(root, entry))) ||
    SOURCES.filter((s) => existsSync(join(root, s))).some((s) => newestChange(join(root, s)) > statSync(buildId).mtimeMs);
  if (stale) await run('npm', ['run', 'build']);
}

/**
 * Migrates the configured database before the server takes traffic; the embedded default (no
 * DATABASE_URL) is also seeded with the demo data when it is empty. Through the build of lib/tools/db.ts
 * (`npm run db:*` without tsx), so that `npm start` needs no dev dependency.
 * @param {Record<string, string>} [env]
 */
export async function prepareDatabase(env = {}) {
  const merged = { ...process.env, ...env };
  await run(process.execPath, ['--conditions=react-server', join(root, DB_ENTRY), merged.DATABASE_URL ? 'migrate' : 'seed'], {
    env: merged,
  });
}
