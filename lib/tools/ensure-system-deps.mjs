// Makes sure the machine has what the browser tests need: Debian's Chromium and CJK fonts
// (lib/tools/debian-packages.mjs installs them, or stops with one sentence saying what to install).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { installDebianPackages } from './debian-packages.mjs';

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

try {
  installDebianPackages(missing);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
