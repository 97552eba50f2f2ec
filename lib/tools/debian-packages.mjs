// @ts-check
// Debian packages the project needs on the machine (Chromium and CJK fonts for the browser tests,
// PostgreSQL for its tests, nginx for the cluster): installed with apt-get when running as root, else
// one sentence saying what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** @param {string[]} names */
export function installDebianPackages(names) {
  if (names.length === 0) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`Missing system packages: please install them with "sudo apt-get install -y ${names.join(' ')}" and run again.`);
  }
  console.log(`Installing ${names.join(', ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
}
