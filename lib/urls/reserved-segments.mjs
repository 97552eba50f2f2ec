// @ts-check
// The path segments of the site's own pages, which no news item, magazine issue or article may take as
// its slug (issue 35: an issue called `magazinelist` hid behind the archive's page, and the sitemap listed
// that address twice). Read from the URL modules, so a page added there is reserved with it; segments
// used elsewhere on the site are reserved too, as a page may move beside a slug one day.
import * as account from './account.mjs';
import * as content from './content.mjs';
import * as member from './member.mjs';
import * as site from './site.mjs';
import * as staff from './staff.mjs';
import * as vehicle from './vehicle.mjs';
import { MIDDLEWARE_SKIPPED, PUBLIC_API_READS } from './routing.mjs';

const paths = [account, content, member, site, staff, vehicle]
  .flatMap((module) => Object.values(module))
  .flatMap((value) => (Array.isArray(value) ? value : [value]))
  .filter((value) => typeof value === 'string')
  .concat(MIDDLEWARE_SKIPPED, PUBLIC_API_READS);

/** Every literal segment: `/login/forget-` gives `login` and `forget`; parameters (`:slug`) are left out. */
export const RESERVED_SEGMENTS = new Set(
  paths
    .flatMap((path) => path.split('/'))
    .map((segment) => segment.replace(/-$/, ''))
    .filter((segment) => segment && !segment.startsWith(':')),
);

export const isReservedSegment = (/** @type {string} */ slug) => RESERVED_SEGMENTS.has(slug);
