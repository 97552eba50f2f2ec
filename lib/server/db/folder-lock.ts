import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two processes on one folder corrupt it: take the folder for
 * this process (a pid file, taken over when its process is gone) or stop with a clear message.
 */
export function lockFolder(dir: string): () => void {
  const file = path.join(dir, 'portal.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => rmSync(file, { force: true });
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner === process.pid) return () => rmSync(file, { force: true });
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
        throw new Error(`The embedded database in ${dir} is in use by process ${owner}; stop it first (or set PGLITE_DIR).`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}.`);
}
