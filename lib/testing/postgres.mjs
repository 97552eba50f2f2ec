// A throwaway PostgreSQL server for the test run: Debian's postgresql package (installed when
// missing and we are root), a cluster in a temporary folder owned by `postgres`, a free loopback port.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installDebianPackages } from '../tools/debian-packages.mjs';
import { freePort } from './serve-production.mjs';

function binDir() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  return version && existsSync(join(base, version, 'bin', 'initdb')) ? join(base, version, 'bin') : null;
}

function ensureInstalled() {
  if (!binDir()) installDebianPackages(['postgresql']);
  return binDir();
}

const asPostgres = (command) => {
  const result = spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command}\n${result.stdout}${result.stderr}`);
};

/** The same without blocking this process: the fault runs keep their clients going meanwhile. */
const asPostgresAsync = (command) =>
  new Promise((resolve, reject) => {
    execFile('su', ['postgres', '-s', '/bin/bash', '-c', command], (error, stdout, stderr) =>
      error ? reject(new Error(`${command}\n${stdout}${stderr}`)) : resolve(),
    );
  });

/**
 * Starts a cluster; returns its DATABASE_URL, a stop function that deletes it, and for the fault runs
 * stopServer(mode) (pg_ctl's fast or immediate, the latter a crash) and startServer() (resolved once
 * it accepts connections), which keep the data.
 */
export async function startPostgres() {
  const bin = ensureInstalled();
  const folder = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  chmodSync(folder, 0o777);
  const data = join(folder, 'data');
  const port = await freePort();
  execFileSync('chown', ['postgres', folder]);
  asPostgres(`${bin}/initdb -D ${data} -A trust -U postgres -E UTF8 --locale=C.UTF-8 > ${folder}/initdb.log`);
  const start = `${bin}/pg_ctl -D ${data} -l ${folder}/server.log -w -o "-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" start > /dev/null`;
  asPostgres(start);
  const stopServer = (mode = 'fast') => asPostgresAsync(`${bin}/pg_ctl -D ${data} -m ${mode} -w stop > /dev/null`);
  const startServer = () => asPostgresAsync(start);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopServer,
    startServer,
    stop() {
      try {
        asPostgres(`${bin}/pg_ctl -D ${data} -m fast -w stop > /dev/null`);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
