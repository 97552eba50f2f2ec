/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { changePasswordPath, forgetPasswordPath, loginPath, registerPath, verifyEmailPath } from './account.mjs';
import { MAGAZINE_LIST_PATH, MAGAZINE_PATH, magazineArticlePath, magazineIssuePath, NEWS_PATH, newsPath } from './content.mjs';
import { MEMBER_INFO_PATH, purchaseDetailPath, purchaseListPath } from './member.mjs';
import {
  FEED_PATH,
  HOME_PATH,
  ORDER_GUIDE_PATH,
  PRIVACY_PATH,
  ROBOTS_PATH,
  SITEMAP_PATH,
  TERMS_PATH,
  VEHICLE_OWNER_PATH,
} from './site.mjs';
import { PREORDER_DONE_PATH, PREORDER_RESULT_PATH, vehicleInfoPath } from './vehicle.mjs';
import { isMemberPath, isPublicPage, MIDDLEWARE_MATCHER, publicRewrites, UNINDEXED_PREFIXES } from './routing.mjs';

const APP = join(__dirname, '..', '..', 'app');
const UUID = '0f8e4c52-6a43-4a2e-9a39-2f7a1d3c9b10';

/** The folders under `dir`, looking through route groups `(name)`. */
const subfolders = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => (/^\(.+\)$/.test(entry.name) ? subfolders(join(dir, entry.name)) : [join(dir, entry.name)]));

/** The folders that serve one URL segment: its own name before a dynamic `[name]`, as in Next. */
function segmentFolders(dirs: string[], segment: string): string[] {
  const candidates = dirs.flatMap(subfolders);
  const named = candidates.filter((dir) => basename(dir) === segment);
  return named.length > 0 ? named : candidates.filter((dir) => /^\[[^.\]]+\]$/.test(basename(dir)));
}

/** The app/ folders whose page.tsx would answer a pathname, as Next's file-system routes read them. */
function pageFolders(pathname: string): string[] {
  let dirs = [APP];
  for (const segment of pathname.split('/').filter(Boolean)) dirs = segmentFolders(dirs, segment);
  const withGroups = (dir: string): string[] => [
    dir,
    ...readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^\(.+\)$/.test(entry.name))
      .flatMap((entry) => withGroups(join(dir, entry.name))),
  ];
  return dirs.flatMap(withGroups).filter((dir) => existsSync(join(dir, 'page.tsx')));
}

/** The path Next serves a public URL from: its rewrite's destination, else itself. */
function rewritten(url: string) {
  const { pathname } = new URL(url, 'http://portal.test');
  for (const { source, destination } of publicRewrites) {
    const names: string[] = [];
    const pattern = new RegExp(`^${source.replace(/:(\w+)/g, (_, name) => (names.push(name), '([^/]+)'))}$`);
    const match = pattern.exec(pathname);
    if (match) return names.reduce((path, name, index) => path.replace(`:${name}`, match[index + 1]), destination);
  }
  return pathname;
}

const publicPages = [
  HOME_PATH,
  VEHICLE_OWNER_PATH,
  vehicleInfoPath(UUID),
  NEWS_PATH,
  newsPath('tl35-2024-launch'),
  MAGAZINE_PATH,
  MAGAZINE_LIST_PATH,
  magazineIssuePath('issue-03'),
  magazineArticlePath('issue-03', 'amt'),
  ORDER_GUIDE_PATH,
  PRIVACY_PATH,
  TERMS_PATH,
];
const personalPages = [
  vehicleInfoPath(UUID, 'components'),
  vehicleInfoPath(UUID, 'localCarParts'),
  PREORDER_RESULT_PATH,
  PREORDER_DONE_PATH,
  loginPath(),
  registerPath('individual'),
  registerPath('enterprise'),
  changePasswordPath(),
  forgetPasswordPath(1),
  verifyEmailPath({ tempUuid: UUID }),
  MEMBER_INFO_PATH,
  purchaseListPath(0),
  purchaseDetailPath('contract-detail', UUID, 1),
  purchaseDetailPath('contract-spec', UUID),
  purchaseDetailPath('delivery', UUID),
  purchaseDetailPath('preorder-spec', UUID),
];

describe('the rewrites of the public URLs', () => {
  it.each(publicRewrites.map(({ source, destination }) => [source, destination]))(
    '%s is served by an app/ folder (%s)',
    (_, destination) => {
      expect(pageFolders(destination.replace(/:(\w+)/g, '[$1]'))).toHaveLength(1);
    },
  );

  it.each([...publicPages, ...personalPages])('%s reaches exactly one page of app/', (url) => {
    expect(pageFolders(rewritten(url))).toHaveLength(1);
  });

  it('sends a dash form to its folder, keeping the id', () => {
    expect(rewritten(vehicleInfoPath(UUID, 'color'))).toBe(`/vehicleowner/info/${UUID}/color`);
    expect(rewritten(purchaseDetailPath('preorder-spec', UUID, 2))).toBe(`/member/purchase/preorder-spec/${UUID}`);
    expect(rewritten(forgetPasswordPath(3))).toBe('/login/forget/3');
  });
});

describe('the public pages (the page cache and the sitemap)', () => {
  it.each([...publicPages, SITEMAP_PATH, ROBOTS_PATH, FEED_PATH])('%s is the same for everyone', (path) => {
    expect(isPublicPage(path)).toBe(true);
  });

  it.each(personalPages)('%s is not', (url) => {
    expect(isPublicPage(new URL(url, 'http://portal.test').pathname)).toBe(false);
  });

  it('takes no look-alike for a public page', () => {
    for (const path of [
      '/vehicleowner/info-not-a-uuid',
      '/news/a/b',
      '/magazine/a/b/c',
      '/orders',
      '/privacy/',
      '/sitemapXxml',
      '/api/content/news/v1',
    ]) {
      expect(isPublicPage(path)).toBe(false);
    }
  });

  it('keeps search engines out of every page that is not public, and out of none that is', () => {
    const unindexed = (path: string) => UNINDEXED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    for (const url of personalPages.filter((url) => !url.startsWith('/vehicleowner') && !url.startsWith('/verifyemail')))
      expect(unindexed(url)).toBe(true);
    for (const path of publicPages) expect(unindexed(path)).toBe(false);
  });
});

describe('middleware', () => {
  it('guards the member area only', () => {
    expect(isMemberPath('/member')).toBe(true);
    expect(isMemberPath(new URL(purchaseDetailPath('delivery', UUID, 0), 'http://portal.test').pathname)).toBe(true);
    for (const path of ['/membership', '/', '/login/0', '/memberx/info']) expect(isMemberPath(path)).toBe(false);
  });

  it('runs on pages and not on the API, Next files, icons, robots.txt, the sitemap or images', () => {
    const runs = (path: string) => new RegExp(`^${MIDDLEWARE_MATCHER}$`).test(path);
    for (const path of [...publicPages, ...personalPages.map((url) => url.split('?')[0]), FEED_PATH]) expect(runs(path)).toBe(true);
    for (const path of [
      '/api/login/v1',
      '/_next/static/x.js',
      '/favicon.ico',
      '/icon.svg',
      ROBOTS_PATH,
      SITEMAP_PATH,
      '/images/site/portal.png',
    ]) {
      expect(runs(path)).toBe(false);
    }
  });
});
