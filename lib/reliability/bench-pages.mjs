// The pages bench:web measures, their targets (issue 19), and the demo data their placeholders stand for.
import { encodeSelection, SHARE_QUERY } from '../configurator/share.ts';
import { TOKEN_HEADER } from '../api/token-headers.ts';
import { comparePath } from '../urls/vehicle.mjs';

/** The demo individual of README; the member pages are measured signed in as this person. */
export const BENCH_MEMBER = { account: 'wang.xiaoming@example.com', password: 'Tailan-Demo-2026' };

export const PUBLIC_PAGES = [
  '/',
  '/news',
  '/news/{news}',
  '/magazine',
  '/vehicleowner',
  '/vehicleowner/info-{family}',
  '/dealers',
  '/dealers/{dealer}',
  '/test-drive?point={salesPoint}&family={family}',
  '/vehicleowner/compare?{compare}',
];

export const MEMBER_PAGES = [
  '/login',
  '/login/0',
  '/login/1',
  '/login/2',
  '/login/forget-1',
  '/login/changePw',
  '/verifyemail',
  '/vehicleowner/info-{family}/components',
  '/vehicleowner/info-{family}/color?{share}',
  '/vehicleowner/info-{family}/carParts?{share}',
  '/vehicleowner/info-{family}/localCarParts?{share}',
  '/vehicleowner/info-{family}/localCarParts?{share}&preorder=1',
  '/vehicleowner/preorder-result?id={preorder}',
  '/member/info',
  '/member/purchase',
  '/member/purchase/preorder-spec-{preorder}',
  '/member/purchase/contract-detail-{contract}',
  '/member/purchase/contract-spec-{contract}',
  '/member/purchase/delivery-{contract}',
  '/member/configurations',
  // A visitor's quote form: a form like the login pages' (not indexed), so measured against their budget.
  '/quote?family={family}&{share}',
  '/member/quotes/new?family={family}&{share}',
  '/member/quotes',
  '/member/quotes/{quote}',
];

/** The console's pages: its sign-in, then a list, a record and an editor signed in as the demo 總公司業務. */
export const STAFF_PAGES = ['/staff', '/staff/preorders', '/staff/preorders/{preorderNumber}', '/staff/catalog/{family}'];

/** Pages measured with the demo 總公司業務's console sign-in in the browser. */
export const signedInStaff = (path) => path.startsWith('/staff/');

/** Pages measured with the demo member's login in the browser (the rest as a visitor). */
export const signedIn = (path) => /^\/(member\/|vehicleowner\/preorder-result|login\/changePw)|[?&]preorder=1/.test(path);

/**
 * Issue 39's budgets, each above the floor measured in the same run: blocking time (ms), largest paint (ms) and
 * JavaScript (gzip kB) a page may add to a bare Next 16 page's; accessibility 100 and layout shift at most
 * 0.02 on every page.
 */
export function targetOf(path) {
  if (STAFF_PAGES.includes(path)) return { tbtMs: 100, lcpMs: 1000, jsKb: 60 };
  if (MEMBER_PAGES.includes(path)) return { tbtMs: 50, lcpMs: 500, jsKb: 30 };
  return { tbtMs: 50, lcpMs: 500, jsKb: 10 };
}
export const MAX_LAYOUT_SHIFT = 0.02;

/** A row's figures above the floor's: what the budgets are counted in. */
export const overFloor = (row, floor) => ({
  jsOverKb: +(row.jsKb - floor.jsKb).toFixed(1),
  lcpOverMs: row.lcpMs - floor.lcpMs,
  tbtOverMs: row.tbtMs - floor.tbtMs,
});

/** Whether a row of the table is within its page's budget above the floor of the same run. */
export function meets(target, row, floor) {
  const over = overFloor(row, floor);
  return (
    over.tbtOverMs <= target.tbtMs &&
    over.lcpOverMs <= target.lcpMs &&
    over.jsOverKb <= target.jsKb &&
    row.cls <= MAX_LAYOUT_SHIFT &&
    row.accessibility === 100
  );
}

/**
 * What the placeholders stand for: {family} the first family's uuid, {share} a share link's query choosing
 * its first vehicle and color, {news} the newest news item's slug, {preorder} and {contract} the demo
 * member's pre-order and contract that is on its way (the one with a contract) ({preorderNumber} its number), {dealer} the first dealer point,
 * {salesPoint} the first that sells (its test drives), {compare} the first two vehicles of the family to compare,
 * {quote} the demo member's first quote request.
 */
export async function benchTargets(origin, token) {
  const data = async (path, headers = {}) => (await (await fetch(`${origin}/api${path}`, { headers })).json()).data;
  const [{ uuid }] = await data('/vehicle/family/v1');
  const family = await data(`/vehicle/family/v1/${uuid}`);
  const [color] = family.colors;
  const selection = {
    vehicleUuid: family.vehicles[0].uuid,
    colorUuid: color.uuid,
    colorMaterialUuid: color.materials[0]?.uuid ?? null,
    originPartUuids: [],
    localPartUuids: [],
    quantity: 1,
  };
  const news = await data('/content/news/v1');
  const member = { [TOKEN_HEADER]: token };
  const [contract] = await data('/order/contract/v1', member);
  const preorders = await data('/order/order/v1', member);
  const [point] = await data('/dealer/point/v1');
  const [salesPoint] = await data('/dealer/point/v1?service=sales');
  // The demo member's first quote request; the bench asks for one if there is none yet.
  const quotes = await data('/order/quote/v1', member);
  const quote = quotes[0]?.uuid ?? (await askForQuote(origin, member, selection, uuid, salesPoint.slug));
  return {
    family: uuid,
    share: `${SHARE_QUERY}=${encodeSelection(selection)}`,
    news: news.items[0].slug,
    contract: contract.uuid,
    preorder: contract.preorderUuid,
    preorderNumber: preorders.find((entry) => entry.uuid === contract.preorderUuid).number,
    dealer: point.slug,
    salesPoint: salesPoint.slug,
    quote,
    // The first two vehicles of the family side by side.
    compare: comparePath(
      family.vehicles
        .slice(0, 2)
        .map((vehicle) => ({ familyUuid: uuid, code: encodeSelection({ ...selection, vehicleUuid: vehicle.uuid }) })),
    ).split('?')[1],
  };
}

/** A quote request of the demo member (cash, 營業, a month from now) at a sales point; its uuid. */
async function askForQuote(origin, member, selection, familyUuid, pointSlug) {
  const plateDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${origin}/api/order/quote/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...member },
    body: JSON.stringify({
      vehicleFamilyUuid: familyUuid,
      ...selection,
      pointSlug,
      use: 'business',
      plateDay,
      financing: { kind: 'cash' },
    }),
  });
  const { code, data } = await response.json();
  if (code !== '00000') throw new Error(`the bench's quote request answered ${code}`);
  return data.uuid;
}

/** A page's address with its placeholders filled in. */
export const fillIn = (path, targets) => path.replace(/\{(\w+)\}/g, (_, key) => targets[key]);

/** The page as the table names it: placeholders kept, a share link's long query shortened. */
export const label = (path) => path.replace(/\?\{share\}(&preorder=1)?/, (_, preorder) => (preorder ? ' (pre-order)' : ' (shared)'));

/** Logs the bench member in once (its own client address, so the login limit of 127.0.0.1 is not spent). */
export async function signInBenchMember(origin) {
  const response = await fetch(`${origin}/api/login/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.190' },
    body: JSON.stringify(BENCH_MEMBER),
  });
  const { code, data } = await response.json();
  if (code !== 'L00001') throw new Error(`the bench member's login answered ${code}`);
  return { token: data.token, memberUuid: data.memberUuid };
}

/** What a login leaves in the browser: the persisted login (redux-persist's shape) for localStorage. */
export function persistedLogin(session) {
  const q = JSON.stringify;
  return q({
    cvWebToken: q(session.token),
    memberUuid: q(session.memberUuid),
    isWebValid: q('true'),
    goBackPreorder: 'false',
    _persist: q({ version: -1, rehydrated: true }),
  });
}
