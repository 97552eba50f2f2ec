// npm start: builds the portal when there is no build or the sources are newer than it, then serves it
// on http://localhost:3000 (PORT to change).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './serve.mjs';

const SOURCES = ['app', 'components', 'store', 'lib', 'public', 'middleware.ts', 'next.config.js', 'package.json'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

const buildId = join(root, '.next', 'BUILD_ID');
const stale =
  !existsSync(buildId) ||
  SOURCES.filter((s) => existsSync(join(root, s))).some((s) => newestChange(join(root, s)) > statSync(buildId).mtimeMs);
if (stale) await run('npm', ['run', 'build']);

await run(join(root, 'node_modules', '.bin', 'next'), ['start', '-p', process.env.PORT ?? '3000']);
