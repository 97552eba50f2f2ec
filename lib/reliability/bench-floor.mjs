// The floor of bench:web: a bare Next 16 page (one heading, one paragraph, one next/link, no styles, no
// store; its link's page exists, so the prefetch settles), built and served the way the portal is, and
// measured by the same Lighthouse beside it. What it scores is what React and Next cost on this machine in
// this hour, before any of the portal's code: a page of ours cannot block less than this, and a table
// without it cannot be compared with another machine's. Written to bench-results/bare-next (ignored by git, lint and tsc) and built there.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, root, run } from '../testing/serve-production.mjs';

const dir = join(root, 'bench-results', 'bare-next');
const NEXT = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const FILES = {
  'package.json': JSON.stringify({ name: 'bare-next', private: true }),
  'next.config.js': `module.exports = { turbopack: { root: ${JSON.stringify(root)} } };\n`,
  'app/layout.jsx': `export default function RootLayout({ children }) {
  return (<html lang="zh-Hant"><body>{children}</body></html>);
}
`,
  'app/news/page.jsx': `export default function News() {
  return <main><h1>最新消息</h1></main>;
}
`,
  'app/page.jsx': `import Link from 'next/link';
export default function Page() {
  return (<main><h1>泰嵐商用車</h1><p>一個只有標題、段落與一個連結的 Next 16 頁面：這台機器上 React 與 Next 啟動的成本。</p><Link href="/news">最新消息</Link></main>);
}
`,
};

/** Builds the bare page once (again only when its build is missing). */
async function build() {
  if (existsSync(join(dir, '.next', 'BUILD_ID'))) return;
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  await run(process.execPath, [NEXT, 'build'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

/** Serves the bare page's production build; resolves to its origin and a stop function. */
export async function serveFloor() {
  await build();
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      await fetch(origin);
      break;
    } catch (error) {
      if (i > 120 || child.exitCode !== null) throw new Error(`the bare Next page did not start: ${error.message}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return { origin, stop: () => child.kill() };
}
