// npm run check: the quick lane before a commit, under 2 minutes with warm caches (README, Scripts).
// Lint (ESLint and Prettier, each with its cache) and the type check (incremental) run side by side;
// then the Jest tests related to the files changed since the last commit (staged, unstaged and new),
// found through their imports. `npm test` remains the whole suite.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const cache = join(root, 'node_modules', '.cache', 'check');
mkdirSync(cache, { recursive: true });

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])];
const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));

const bin = (name) => join(root, 'node_modules', '.bin', name);
function step(name, command, args, env = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (status) => resolve({ name, ok: status === 0, seconds: ((performance.now() - started) / 1000).toFixed(1) }));
  });
}

const typecheck = async () => {
  const typegen = await step('next typegen', bin('next'), ['typegen']);
  if (!typegen.ok) return typegen;
  return step('types', bin('tsc'), ['--noEmit', '--incremental', '--tsBuildInfoFile', join(cache, 'tsconfig.tsbuildinfo')]);
};

const results = await Promise.all([
  step('eslint', bin('eslint'), ['--cache', '--cache-location', join(cache, 'eslint'), '.']),
  step('prettier', bin('prettier'), ['--check', '--cache', '--log-level', 'warn', '.']),
  typecheck(),
]);
results.push(
  code.length === 0
    ? { name: 'jest (no file changed since the last commit)', ok: true, seconds: '0.0' }
    : await step('jest', bin('jest'), ['--findRelatedTests', '--passWithNoTests', ...code], {
        NODE_OPTIONS: '--experimental-vm-modules',
      }),
);

console.table(results);
process.exit(results.every((result) => result.ok) ? 0 : 1);
