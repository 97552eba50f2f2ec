// Step 3 of npm run scale:check: a catalog change made through one instance's own port, polled through
// another's until it shows, in the public API's answer and in the family's public page (both cached there).
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import type { CatalogFamilyRow, FamilyCatalog } from '../../schemas/catalog-editing-data';
import { sleep } from '../../reliability/load-members';
import { signInDemoStaff } from '../../reliability/staff-sign-in';
import { staffCall } from './api';

/** Polls every 10 ms until `seen` holds, for 3 s at most: the ms from `from`, or null. */
async function seenAfter(from: number, seen: () => Promise<boolean>) {
  while (Date.now() - from < 3000) {
    if (await seen()) return Date.now() - from;
    await sleep(10);
  }
  return null;
}

/** A family's tagline changed through instance A; answers how long instance B's API and page took to show it. */
export async function changeSeenElsewhere(portA: number, portB: number) {
  const a = `http://127.0.0.1:${portA}`;
  const b = `http://127.0.0.1:${portB}`;
  // The administrator edits the catalog too; 總公司業務 signed in moments ago in the journeys, and a TOTP code is good once.
  const hq = await signInDemoStaff(a, 'admin');
  const [row] = await staffCall<CatalogFamilyRow[]>(a, hq, 'GET', '/staff/catalog/v1');
  const catalog = await staffCall<FamilyCatalog>(a, hq, 'GET', `/staff/catalog/v1/${row.id}`);
  const taglineThere = async () =>
    ((await (await fetch(`${b}/api/vehicle/family/v1/${row.id}`)).json()) as { data: VehicleFamilyDetail }).data.tagline;
  const pageThere = async () => (await fetch(`${b}/vehicleowner/info-${row.id}`)).text();
  // B has the family in its caches as it was (asked twice: the second answer comes from the cache).
  for (let i = 0; i < 2; i += 1) await Promise.all([taglineThere(), pageThere()]);
  const tagline = `擴充檢查 ${Date.now().toString(36).slice(-5)}`;
  const { version, name, description, maxQuantity, image, keySpecs, published } = catalog;
  await staffCall(a, hq, 'PUT', `/staff/catalog/v1/${row.id}`, {
    version,
    name,
    tagline,
    description,
    maxQuantity,
    image,
    keySpecs,
    published,
  });
  const saved = Date.now();
  const [apiMs, pageMs] = await Promise.all([
    seenAfter(saved, async () => (await taglineThere()) === tagline),
    seenAfter(saved, async () => (await pageThere()).includes(tagline)),
  ]);
  return { family: row.name, apiMs, pageMs };
}
