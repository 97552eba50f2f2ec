/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { CONSOLE_PAGES, homeOf, mayOpen } from './console-pages';
import { STAFF_ROLES } from './roles';

// Issue 36: one owner of which role may use which console page. A page added under app/staff without a
// place here would be open to every role, so each must be one of CONSOLE_PAGES (or below one).

const STAFF_APP = path.join(process.cwd(), 'app', 'staff');

/** Every route of app/staff as a path: /staff/news/[id] as /staff/news/x; a route group, (console), is no segment. */
function routes(dir = STAFF_APP, prefix = '/staff'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [prefix] : [];
    if (/^\(.+\)$/.test(entry.name)) return routes(path.join(dir, entry.name), prefix);
    const segment = /^\[.+\]$/.test(entry.name) ? 'x' : entry.name;
    return routes(path.join(dir, entry.name), `${prefix}/${segment}`);
  });
}

describe("the console's pages", () => {
  it('each page of app/staff but the sign-in and the set-up link is one of the owned pages', () => {
    const owned = routes().filter((route) => route !== '/staff' && route !== '/staff/setup');
    expect(owned.length).toBeGreaterThan(15);
    for (const route of owned)
      expect([route, CONSOLE_PAGES.some((page) => route === page.href || route.startsWith(`${page.href}/`))]).toEqual([route, true]);
  });

  it("every role's way back leads to a page it may use", () => {
    for (const role of STAFF_ROLES) expect(mayOpen(role, homeOf(role).href)).toBe(true);
  });
});
