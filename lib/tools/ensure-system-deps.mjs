// Makes sure the machine has what the browser tests need: Debian's Chromium and CJK fonts. Installs them
// with apt-get when running as root, or stops with one sentence saying what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../testing/chromium.mjs';

const hasPackage = (name) => {
  try {
    return execSync(`dpkg-query -W -f='\${Status}' ${name} 2>/dev/null`).toString().includes('install ok installed');
  } catch {
    return false;
  }
};

const missing = [];
if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
if (!hasPackage('fonts-noto-cjk')) missing.push('fonts-noto-cjk');

if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(`Missing system packages: please install them with "sudo apt-get install -y ${missing.join(' ')}" and run again.`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit', env });
}
