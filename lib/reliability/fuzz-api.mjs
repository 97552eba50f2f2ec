// npm run fuzz:api [-- --valid 100 --malformed 100 --seed 1 --concurrency 6 --postgres]: every operation of
// /api/openapi.json against a production build on a fresh temporary PGlite (or, with --postgres, a
// throwaway PostgreSQL whose tables are compared directly), with requests generated
// from the document's schemas (valid) and broken on purpose (malformed), with and without a token.
// Fails on a 5xx, a malformed request accepted, an answer outside the envelope or the codes the
// document gives the call, and on a change of the state a member can see (profile, pre-orders,
// contracts, the outbox at /dev/mailbox, and what the staff console lists) across a batch of refused
// requests. The console's calls go with a console token: the demo administrator's for the accounts,
// sessions and audit, the headquarters' for the records (numbers of real records half the time). A
// measurement run, not part of `npm test`. Prints a table; exits 1 on any failure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isBan, isIdCardNumber } from 'taiwan-id-validator';
import { demoStaffOf, DEMO_STAFF_PASSWORD } from '../server/seed/staff-data.ts';
import { signInDemoStaff } from './staff-sign-in.ts';
import { STAFF_TOKEN_HEADER, TOKEN_HEADER } from '../api/token-headers.ts';
import { validate } from '../testing/json-schema-validator.mjs';
import { generate, pick, random, uuid } from './schema-values.mjs';
import { startPostgres } from '../testing/postgres.mjs';
import { run, serveProduction } from '../testing/serve-production.mjs';

const { values } = parseArgs({
  options: {
    valid: { type: 'string', default: '100' },
    malformed: { type: 'string', default: '100' },
    seed: { type: 'string', default: String(Date.now() % 1e9) },
    concurrency: { type: 'string', default: '6' },
    only: { type: 'string' },
    postgres: { type: 'boolean', default: false },
  },
});
const VALID = Number(values.valid);
const MALFORMED = Number(values.malformed);
const SEED = Number(values.seed);
const CONCURRENCY = Number(values.concurrency);
const rng = random(SEED);
const MAX_BODY = 32 * 1024;
const PASSWORD = 'Fuzz-Harbor-Truck-2026';

const folder = mkdtempSync(join(tmpdir(), 'portal-fuzz-api-'));
let server;
let postgres;
let pool_;
async function cleanup() {
  try {
    await server?.stop();
    await pool_?.end();
  } finally {
    postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().finally(() => process.exit(130)));

const int = (min, max) => min + Math.floor(rng() * (max - min + 1));
const ip = () => `10.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`;
const alnum = (n) => Array.from({ length: n }, () => pick(rng, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789')).join('');

// Known-good values for the rules a JSON Schema cannot say.
function idNumber() {
  for (;;) {
    const value = `${pick(rng, 'ABCDEFGHJKLMNPQRSTUVXYWZIO')}${pick(rng, ['1', '2'])}${String(int(0, 99999999)).padStart(8, '0')}`;
    if (isIdCardNumber(value)) return value;
  }
}
function ubn() {
  for (;;) {
    const value = String(int(0, 99999999)).padStart(8, '0');
    if (isBan(value)) return value;
  }
}
const REFINED = new Set(['email', 'account', 'mobile', 'idNumber', 'ubn', 'phone', 'cityId', 'townId']);

// ---------------------------------------------------------------------------------------------
// The HTTP side: one request, its answer checked against the envelope and the document.

let origin;
let doc;
const CODES = new Set();

/** Sends the request; an answer that asks to come back (E00500 with Retry-After: the pictures' places taken) is retried, as a client does. */
async function send(request, tries = 3) {
  const answer = await sendOnce(request);
  const after = Number(answer.headers?.get('retry-after'));
  if (tries > 1 && answer.status === 500 && answer.json?.code === 'E00500' && after > 0) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(after, 5) * 1000));
    return send(request, tries - 1);
  }
  return answer;
}

async function sendOnce({ method, path, query, headers = {}, body, raw, contentType = 'application/json', token, staffToken }) {
  const url = new URL(`/api${path}`, origin);
  if (query) for (const [k, v] of Object.entries(query)) url.searchParams.append(k, String(v));
  const init = {
    method,
    headers: {
      Accept: 'application/json',
      'X-Forwarded-For': ip(),
      ...(contentType ? { 'Content-Type': contentType } : {}),
      ...(token ? { [TOKEN_HEADER]: token } : {}),
      ...(staffToken ? { [STAFF_TOKEN_HEADER]: staffToken } : {}),
      ...headers,
    },
  };
  if (raw !== undefined) init.body = raw;
  else if (body !== undefined) init.body = JSON.stringify(body);
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers };
  } catch (error) {
    return { status: 0, error: String(error), text: '' };
  }
}

/** The problems of an answer: the envelope, a code the document gives this call, its status and data. */
function envelopeProblems(op, answer, wrongMethod) {
  if (answer.status === 0) return [`no answer: ${answer.error}`];
  // A success the document gives as a file (the audit's CSV): 200 and the headers, no envelope.
  const type = answer.headers.get('content-type') ?? '';
  const file = Object.keys(op.object.responses['200']?.content ?? {}).find(
    (media) => media !== 'application/json' && type.startsWith(media),
  );
  if (file && !wrongMethod) {
    if (answer.status !== 200) return [`${file} with HTTP ${answer.status}`];
    return answer.headers.get('x-frame-options') === 'DENY' ? [] : ['no X-Frame-Options: DENY'];
  }
  if (!answer.json) return [`not JSON (${answer.status}): ${answer.text.slice(0, 80)}`];
  const { json } = answer;
  const keys = Object.keys(json).sort().join(',');
  if (keys !== 'code,data,message') return [`envelope keys ${keys}`];
  const problems = [];
  if (!CODES.has(json.code)) problems.push(`unknown code ${json.code}`);
  if (typeof json.message !== 'string' || !/[\u4e00-\u9fff]/.test(json.message)) problems.push('message not Chinese');
  if (answer.headers.get('x-frame-options') !== 'DENY') problems.push('no X-Frame-Options: DENY');
  if (wrongMethod) {
    if (json.code !== 'N00404' || answer.status !== 404) problems.push(`wrong method answered ${answer.status} ${json.code}`);
    return problems;
  }
  const documented = Object.entries(op.object.responses).find(([, r]) =>
    r.content['application/json'].schema.properties.code.enum.includes(json.code),
  );
  if (!documented) problems.push(`code ${json.code} not documented for the call`);
  else {
    const [status, response] = documented;
    if (Number(status) !== answer.status) problems.push(`${json.code} with HTTP ${answer.status}, documented ${status}`);
    const dataErrors = validate(response.content['application/json'].schema.properties.data, json.data, doc);
    if (dataErrors.length > 0) problems.push(`data: ${dataErrors.slice(0, 2).join('; ')}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The fuzz member, and what it can see.

async function mailbox() {
  const html = await (await fetch(`${origin}/dev/mailbox`)).text();
  return [...html.matchAll(/<li[^>]*data-to="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].map(([, to, inner]) => ({
    to,
    text: inner.replace(/<[^>]+>/g, ''),
  }));
}

async function newMember() {
  const email = `fuzz.${Date.now().toString(36)}@example.com`;
  const body = {
    memberType: 'individual',
    email,
    password: PASSWORD,
    agreeTerms: true,
    name: '測試員',
    idNumber: 'F131104093',
    mobile: '0987654321',
    cityId: '01',
    townId: '0101',
    address: '忠孝西路一段 1 號',
  };
  const registered = await send({ method: 'POST', path: '/member/member/v1/register', body });
  if (registered.json?.code !== '00000') throw new Error(`registration answered ${registered.text.slice(0, 200)}`);
  let code;
  for (let i = 0; i < 40 && !code; i++) {
    code = /驗證碼：(\d{6})/.exec((await mailbox()).find((m) => m.to === email)?.text ?? '')?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 250));
  }
  const valid = await send({ method: 'POST', path: '/member/member/v1/valid', body: { tempUuid: registered.json.data.tempUuid, code } });
  if (valid.json?.code !== '00000') throw new Error(`activation answered ${valid.text.slice(0, 200)}`);
  return email;
}

let memberEmail;
let token;
async function login() {
  const answer = await send({ method: 'POST', path: '/login/v1', body: { account: memberEmail, password: PASSWORD } });
  if (answer.json?.code !== 'L00001') throw new Error(`login answered ${answer.text.slice(0, 200)}`);
  return answer.json.data.token;
}

// The console's side: the demo administrator, headquarters sales and 行銷, signed in once each.
const staffTokens = {};
/** The administrator's calls (accounts, sessions, audit) with the administrator's token, the news and pictures with 行銷's, the records and the catalog with headquarters'. */
const staffRoleOf = (op) =>
  /^\/staff\/(accounts|sessions|audit)\//.test(op.path) ? 'admin' : /^\/staff\/(news|media|magazine)\//.test(op.path) ? 'marketing' : 'hq';

// With --postgres, every table is read directly: its rows' checksum, or only its count where a
// refused request may rightly write (a session's last-seen time); rate_limits counts refusals by design.
const COUNT_ONLY = new Set(['sessions', 'staff_sessions']);
const SKIPPED = new Set(['rate_limits']);
async function tableState() {
  if (!pool_) return {};
  const { rows } = await pool_.query(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const state = {};
  for (const { table_name: table } of rows) {
    if (SKIPPED.has(table) || table.startsWith('__')) continue;
    const sql = COUNT_ONLY.has(table)
      ? `select count(*)::text as v from "${table}"`
      : `select count(*)::text || ':' || md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as v from "${table}" t`;
    state[`table ${table}`] = (await pool_.query(sql)).rows[0].v;
  }
  return state;
}

/** What a member and a visitor can see of the database (and, on PostgreSQL, every table). */
async function visibleState() {
  const get = async (path) => JSON.stringify((await send({ method: 'GET', path, token })).json?.data);
  const asStaff = async (path, who) => JSON.stringify((await send({ method: 'GET', path, staffToken: staffTokens[who] })).json?.data);
  return {
    member: await get('/member/member/v1'),
    preorders: await get('/order/order/v1'),
    contracts: await get('/order/contract/v1'),
    'console pre-orders': await asStaff('/staff/preorders/v1?sort=number', 'hq'),
    'console contracts': await asStaff('/staff/contracts/v1?sort=number', 'hq'),
    'console accounts': await asStaff('/staff/accounts/v1', 'admin'),
    'console audit': await asStaff('/staff/audit/v1', 'admin'),
    'console news': await asStaff('/staff/news/v1', 'marketing'),
    'console magazine': await asStaff('/staff/magazine/v1', 'marketing'),
    'console catalog': await asStaff('/staff/catalog/v1', 'hq'),
    mail: (await mailbox()).length,
    ...(await tableState()),
  };
}

// ---------------------------------------------------------------------------------------------
// Requests: valid ones from the schemas, malformed ones broken on purpose.

let pools;

function samples(name, schema) {
  switch (name) {
    case 'email':
    case 'account':
      return `fuzz.${alnum(10).toLowerCase()}@example.com`;
    case 'password':
    case 'newPassword':
      return `Fz-${alnum(int(10, 30))}`;
    case 'mobile':
      return `09${String(int(0, 99999999)).padStart(8, '0')}`;
    case 'idNumber':
      return idNumber();
    case 'ubn':
      return ubn();
    case 'phone':
      return pick(rng, ['02-2345-6789', '04-2233-4455', '07-345-6789', '0223456789#12']);
    case 'id':
      return rng() < 0.5 ? pick(rng, pools.families) : undefined;
    case 'slug':
      return rng() < 0.5 ? pick(rng, pools.slugs) : undefined;
    case 'resetToken':
      return alnum(int(20, 60));
    case 'number':
      return rng() < 0.5
        ? pick(rng, pools.numbers)
        : `${pick(rng, ['PO', 'CT'])}2026${String(int(101, 1231)).padStart(4, '0')}-${String(int(0, 999999)).padStart(6, '0')}`;
    case 'from':
    case 'to':
    case 'signedOn':
    case 'depositPaidOn':
    case 'paidOn':
    case 'plannedOn':
    case 'doneOn':
      // A day in Taipei, mostly of the last two months (a later one is refused by the rules, not the shape).
      return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei' }).format(new Date(Date.now() + int(-60, 10) * 86_400_000));
    case 'effectiveDate':
      // A price list's day: today or within the next month (an earlier one is refused by the rules, not the shape).
      return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei' }).format(new Date(Date.now() + int(0, 30) * 86_400_000));
    case 'code':
      return String(int(0, 999999)).padStart(6, '0');
    case 'token':
    case 'challenge':
      return alnum(43);
    case 'version':
      return int(1, 4);
    case 'step':
      return int(1, 7);
    default:
      return schema.type === 'string' && /[A-Z]/.test(name) && name.endsWith('Version') ? pick(rng, pools.agreements) : undefined;
  }
}

/** The city, town and address travel together (the address triple of PUT /member/member/v1). */
function withPlace(object) {
  if (!object || typeof object !== 'object') return object;
  if ('cityId' in object || 'townId' in object || 'address' in object) {
    const [cityId, townId] = pick(rng, pools.towns);
    Object.assign(object, { cityId, townId, address: object.address ?? '中正路 1 號' });
  }
  return object;
}

function paramsOf(op, where) {
  return op.object.parameters.filter((p) => p.in === where);
}

/** A query the call accepts in shape; the variants of GET /login/v1/forget and the address ladder by hand. */
function validQuery(op) {
  const query = {};
  if (op.path === '/login/v1/forget') {
    if (rng() < 0.5) query.email = samples('email');
    else Object.assign(query, { tempUuid: uuid(rng), code: String(int(0, 999999)).padStart(6, '0') });
    return query;
  }
  if (op.path === '/address/address/v1') {
    const [cityId, townId] = pick(rng, pools.towns);
    const level = int(0, 2);
    return level === 0 ? {} : level === 1 ? { cityId } : { cityId, townId };
  }
  for (const p of paramsOf(op, 'query')) {
    if (p.required || rng() < 0.5) query[p.name] = generate(p.schema, rng, { root: doc, name: p.name, samples });
  }
  return query;
}

function validRequest(op) {
  const params = {};
  const path = op.path.replace(/\{(\w+)\}/g, (_, name) => {
    const p = paramsOf(op, 'path').find((q) => q.name === name);
    params[name] = generate(p.schema, rng, { root: doc, name, samples });
    return encodeURIComponent(params[name]);
  });
  const headers = {};
  for (const p of paramsOf(op, 'header')) headers[p.name] = generate(p.schema, rng, { root: doc, name: p.name, samples });
  const request = { method: op.method, path, params, query: validQuery(op), headers };
  if (op.body) request.body = withPlace(generate(op.body, rng, { root: doc, samples }));
  // Half the pre-orders are real configurations of the catalog, so the call's success is fuzzed too.
  if (op.method === 'POST' && op.path === '/order/order/v1' && rng() < 0.5) {
    const f = pick(rng, pools.details);
    const color = pick(rng, f.colors);
    const vehicle = pick(rng, f.vehicles);
    const body = f.localCarParts.filter((p) => p.exclusiveGroup && (p.minWheelBase ?? 0) <= vehicle.wheelBase);
    Object.assign(request.body, {
      vehicleFamilyUuid: f.uuid,
      vehicleUuid: vehicle.uuid,
      colorUuid: color.uuid,
      colorMaterialUuid: pick(rng, color.materials).uuid,
      originPartUuids: f.carParts.slice(0, int(0, 2)).map((p) => p.uuid),
      localPartUuids: body.length > 0 ? [pick(rng, body).uuid] : [],
      agreementVersion: f.agreement.version,
      quantity: int(1, f.maxQuantity ?? 1),
    });
  }
  // Some logins with the right password, so the call's success is fuzzed too.
  if (op.path === '/login/v1' && rng() < 0.3) request.body = { account: memberEmail, password: PASSWORD };
  // The fuzz member is an individual: the enterprise fields of PUT /member/member/v1 are not theirs.
  if (op.method === 'PUT' && op.path === '/member/member/v1')
    for (const key of ['companyName', 'contactName', 'contactTitle', 'phone']) delete request.body[key];
  // Some staff sign-ins with the right password, so the console's first step succeeds too.
  if (op.path === '/staff/login/v1' && rng() < 0.3) request.body = { email: demoStaffOf('hq_sales').email, password: DEMO_STAFF_PASSWORD };
  const auth = op.object['x-auth'];
  if (auth === 'staff') request.staffToken = staffTokens[staffRoleOf(op)];
  else if (rng() < 0.3) request.staffToken = staffTokens.hq;
  if (auth === 'member' || rng() < 0.5) request.token = token;
  return request;
}

const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE members; --',
  "' UNION SELECT password_hash FROM members --",
  '$1',
  "\\'; SELECT pg_sleep(5); --",
];
const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
];
const UNICODE_BAD = ['\ud800', 'a\udc00b', 'x\u0000y', '\u0007bell', '\u001b[31m'];
const WEIRD = ['\u202eevil', '\u200b', '🚚🚚', '\ufeff', 'ﷺ', 'ＡＢＣ'];
const WRONG_TYPES = [0, -1, 1.5, true, false, null, [], {}, ['x'], { a: 1 }, 1e308];

function stringFields(schema, out = [], prefix = []) {
  if (!schema || typeof schema !== 'object') return out;
  for (const variant of schema.oneOf ?? schema.anyOf ?? []) stringFields(variant, out, prefix);
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    out.push({ key, property, required: (schema.required ?? []).includes(key) });
  return out;
}

/** Whether a value broken in one field is truly outside what the call accepts. */
function refused(schema, value, key, broken) {
  if (typeof broken === 'string' && UNICODE_BAD.includes(broken)) return true;
  if (validate(schema, value, doc).length > 0) return true;
  // A field the document lets be empty ('' or a phone number, say) takes ''.
  const variants = schema.properties?.[key]?.anyOf ?? schema.properties?.[key]?.oneOf ?? [];
  if (broken === '' && variants.some((variant) => variant.const === '' || variant.enum?.includes(''))) return false;
  return REFINED.has(key) && typeof broken === 'string' && !/^[\w.@-]+$/.test(broken);
}

/** One malformed body or query: a field wrong, missing or unknown, or the object itself broken. */
function breakObject(schema, valid) {
  const fields = stringFields(schema);
  for (let tries = 0; tries < 20; tries++) {
    const value = structuredClone(valid);
    const field = fields.length > 0 ? pick(rng, fields) : undefined;
    const kind = pick(rng, [0, 1, 2, 3, 4, 5, 5, 5, 6, 7]);
    let broken;
    if (Array.isArray(valid)) return { what: 'not what the schema takes', value: pick(rng, ['x', 1, null, [1], [[]]]) };
    // A field the document does not name is refused only where it says no other may come (a browser's report takes its own).
    const shape = schema.anyOf?.find((alternative) => alternative.type === 'object') ?? schema;
    if ((kind === 0 || !field) && shape.additionalProperties !== false) continue;
    if (kind === 0 || !field) {
      value[pick(rng, ['admin', 'role', '__proto__x', 'memberId', '\u0000', 'x'.repeat(300)])] = pick(rng, [true, 'x', 1]);
      return { what: 'unknown field', value };
    }
    const { key, property } = field;
    if (kind === 1) {
      if (!(key in value)) continue;
      delete value[key];
      if (field.required || refused(schema, value, key)) return { what: `missing ${key}`, value };
      continue;
    }
    if (kind === 2) broken = pick(rng, WRONG_TYPES);
    else if (kind === 3) broken = 'x'.repeat(Math.max((property.maxLength ?? 2000) + 1, int(300, 20000)));
    else if (kind === 4) broken = '';
    else if (kind === 5) broken = `${pick(rng, ['', String(value[key] ?? '')])}${pick(rng, UNICODE_BAD)}`;
    else if (kind === 6) broken = pick(rng, [...SQL, ...SCRIPT]);
    else broken = pick(rng, WEIRD);
    value[key] = broken;
    const asString = typeof broken === 'string' && UNICODE_BAD.some((bad) => broken.includes(bad));
    if (asString || refused(schema, value, key, broken)) return { what: `${key}: ${JSON.stringify(broken).slice(0, 30)}`, value };
  }
  return { what: 'not an object', value: pick(rng, [[], 'x', 1, null]) };
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function malformedRequest(op, allMethods) {
  const base = validRequest(op);
  const kinds = ['method', 'query'];
  if (op.body) kinds.push('body', 'body', 'body', 'body', 'body', 'body', 'json', 'type', 'size', 'empty');
  if (paramsOf(op, 'query').length > 0) kinds.push('query', 'query');
  if (paramsOf(op, 'path').length > 0) kinds.push('path', 'path');
  if (op.object['x-auth'] === 'member') kinds.push('token');
  if (op.object['x-auth'] === 'staff') kinds.push('staff token', 'staff token');
  if (paramsOf(op, 'header').length > 0) kinds.push('header');
  const kind = pick(rng, kinds);
  switch (kind) {
    case 'method': {
      const method = pick(
        rng,
        OTHER_METHODS.filter((m) => !allMethods.has(m)),
      );
      return {
        what: `method ${method}`,
        wrongMethod: true,
        request: { ...base, method, body: undefined, raw: method === 'GET' ? undefined : '{}' },
      };
    }
    case 'query': {
      const schema = {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(paramsOf(op, 'query').map((p) => [p.name, p.schema])),
        required: paramsOf(op, 'query')
          .filter((p) => p.required)
          .map((p) => p.name),
      };
      if (op.path === '/address/address/v1' && rng() < 0.3)
        return { what: 'townId without cityId', request: { ...base, query: { townId: base.query.townId ?? '0101' } } };
      const { what, value } = breakObject(schema, base.query);
      if (!value || typeof value !== 'object' || Array.isArray(value))
        return { what: 'query ?junk', request: { ...base, query: { ...base.query, junk: '1' } } };
      // What the server reads: text (a value not a string is sent as its JSON), with no half of a
      // surrogate pair (encoding makes it U+FFFD); numbers read as numbers where the call takes one.
      const query = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, (typeof v === 'string' ? v : JSON.stringify(v)).toWellFormed()]),
      );
      const read = Object.fromEntries(
        Object.entries(query).map(([k, v]) => [
          k,
          ['integer', 'number'].includes(schema.properties[k]?.type) && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v,
        ]),
      );
      if (
        validate(schema, read, doc).length === 0 &&
        !what.startsWith('missing') &&
        !/[\u0000-\u001f]/.test(JSON.stringify(query)) &&
        !REFINED.has(what.split(':')[0])
      ) {
        return { what: 'query ?junk', request: { ...base, query: { ...base.query, junk: '1' } } };
      }
      return { what: `query ${what}`, request: { ...base, query } };
    }
    case 'body': {
      const { what, value } = breakObject(op.body, base.body);
      return { what: `body ${what}`, request: { ...base, body: value } };
    }
    case 'json': {
      const text = JSON.stringify(base.body);
      let raw = pick(rng, [
        text.slice(0, int(1, text.length - 1)),
        `${text},`,
        "{'a':1}",
        '{"a":',
        'NaN',
        text.replace(':', '='),
        `{${text}`,
      ]);
      try {
        JSON.parse(raw);
        raw = '{"a":';
      } catch {
        // broken, as meant
      }
      return { what: 'broken JSON', request: { ...base, body: undefined, raw } };
    }
    case 'type':
      return {
        what: 'wrong content type',
        request: {
          ...base,
          contentType: pick(rng, [
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            null,
          ]),
        },
      };
    case 'size': {
      const pad = 'x'.repeat(MAX_BODY + int(1, 64 * 1024));
      return { what: 'oversized body', request: { ...base, body: undefined, raw: JSON.stringify({ ...base.body, pad }) } };
    }
    case 'empty':
      return { what: 'empty body', request: { ...base, body: undefined, raw: pick(rng, ['', ' ', '\n']) } };
    case 'path': {
      const bad = pick(rng, [...SQL, ...SCRIPT, 'x'.repeat(3000), 'x'.repeat(20000), '🚚', '\u202e', 'UPPER-CASE', '%00', '..', '-1']);
      // One parameter broken in its place (a number in the middle of /staff/preorders/v1/{number}/convert too).
      const target = pick(rng, Object.keys(base.params));
      const path = op.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(name === target ? bad : base.params[name]));
      return { what: `path ${target} ${JSON.stringify(bad).slice(0, 20)}`, request: { ...base, path } };
    }
    case 'token':
      return rng() < 0.5
        ? { what: 'no token', request: { ...base, token: undefined } }
        : { what: 'bad token', request: { ...base, token: pick(rng, [alnum(43), 'x'.repeat(500), "' OR 1=1 --", token.slice(0, -2)]) } };
    case 'staff token': {
      const real = base.staffToken;
      return pick(rng, [
        { what: 'no console token', request: { ...base, staffToken: undefined } },
        { what: 'a member token for a console token', request: { ...base, staffToken: token } },
        { what: 'the console token as a member token', request: { ...base, staffToken: undefined, token: real } },
        {
          what: 'bad console token',
          request: { ...base, staffToken: pick(rng, [alnum(43), 'x'.repeat(500), "' OR 1=1 --", real.slice(0, -2), real.toUpperCase()]) },
        },
      ]);
    }
    case 'header':
      return {
        what: 'bad Idempotency-Key',
        request: { ...base, headers: { 'Idempotency-Key': pick(rng, ['', 'short', 'x'.repeat(101), 'with space key', "key';--xx"]) } },
      };
  }
  throw new Error(kind);
}

// ---------------------------------------------------------------------------------------------

async function pool(n, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

async function fuzz(op, allMethods) {
  const row = { operation: `${op.method} ${op.path}`, sent: 0, accepted: 0, refused: 0, failures: 0, notes: new Map(), codes: new Map() };
  const note = (text) => row.notes.set(text, (row.notes.get(text) ?? 0) + 1);
  const isLogout = op.path === '/login/v1/logout';
  // A console session takes a fresh authenticator code: the first valid logout is real, the rest go without a session.
  const isStaffLogout = op.path === '/staff/login/v1/logout';
  await pool(VALID, async (i) => {
    const request = validRequest(op);
    if (isLogout) request.token = await login();
    if (isStaffLogout && i > 0) request.staffToken = undefined;
    const answer = await send(request);
    row.sent++;
    const problems = envelopeProblems(op, answer, false);
    if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
    if (answer.status >= 200 && answer.status < 300) row.accepted++;
    else {
      row.refused++;
      if (answer.json?.code === 'V00001') note(`valid refused V00001: ${JSON.stringify(answer.json.data?.errors?.[0])}`);
    }
    row.codes.set(answer.json?.code, (row.codes.get(answer.json?.code) ?? 0) + 1);
    if (answer.json?.code === 'A00005' || answer.json?.code === 'A00009') token = await login();
    if (problems.length > 0) {
      row.failures++;
      note(`valid ${JSON.stringify(request.body ?? request.query).slice(0, 80)}: ${problems.join('; ')}`);
    }
  });
  if (!isLogout && op.path !== '/member/member/v1/reset') token = await login();
  const before = await visibleState();
  await pool(MALFORMED, async () => {
    const { what, request, wrongMethod } = malformedRequest(op, allMethods);
    const answer = await send(request);
    row.sent++;
    const problems = envelopeProblems(op, answer, wrongMethod);
    if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
    if (answer.status >= 200 && answer.status < 300) {
      row.accepted++;
      problems.push(`accepted (${answer.json?.code})`);
    } else row.refused++;
    if (problems.length > 0) {
      row.failures++;
      note(`malformed ${what}: ${problems.join('; ')}`);
    }
  });
  const after = await visibleState();
  for (const key of Object.keys(before)) {
    if (before[key] !== after[key]) {
      row.failures++;
      note(`refused batch changed ${key}`);
    }
  }
  return row;
}

try {
  // The console's call limits (R00429) would answer nearly every console call of the one session per role
  // after its first 120; they are tested in lib/server/staff-call-limit.test.ts.
  const env = {
    PGLITE_DIR: folder,
    TRUSTED_PROXY_HOPS: '1',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    STAFF_CALLS_PER_MINUTE: '1000000',
    STAFF_CALLS_PER_HOUR: '1000000',
    API_CHECK_ANSWERS: '1',
  };
  if (values.postgres) {
    postgres = await startPostgres();
    env.DATABASE_URL = postgres.url;
    await run('npm', ['run', '--silent', 'db:seed'], { env: { ...process.env, ...env } });
    const { default: pg } = await import('pg');
    pool_ = new pg.Pool({ connectionString: postgres.url, max: 2 });
  }
  server = await serveProduction(env);
  origin = server.origin;
  doc = await (await fetch(`${origin}/api/openapi.json`)).json();
  for (const code of doc.components.schemas.Envelope.properties.code.enum) CODES.add(code);
  const cities = (await send({ method: 'GET', path: '/address/address/v1' })).json.data;
  const towns = [];
  for (const city of cities.slice(0, 6)) {
    for (const town of (await send({ method: 'GET', path: '/address/address/v1', query: { cityId: city.cityId } })).json.data)
      towns.push([city.cityId, town.townId]);
  }
  const families = (await send({ method: 'GET', path: '/vehicle/family/v1' })).json.data.map((f) => f.uuid);
  const news = (await send({ method: 'GET', path: '/content/news/v1' })).json.data;
  const magazine = (await send({ method: 'GET', path: '/content/magazine/v1' })).json.data;
  const slugs = JSON.stringify([news, magazine])
    .match(/"slug":"[a-z0-9-]+"/g)
    ?.map((s) => s.slice(8, -1)) ?? ['x'];
  const details = [];
  for (const id of families) details.push((await send({ method: 'GET', path: `/vehicle/family/v1/${id}` })).json.data);
  pools = { towns, families, slugs, details, agreements: details.map((d) => d.agreement.version) };
  memberEmail = await newMember();
  token = await login();
  staffTokens.admin = await signInDemoStaff(origin, 'admin');
  staffTokens.hq = await signInDemoStaff(origin, 'hq_sales');
  staffTokens.marketing = await signInDemoStaff(origin, 'marketing');
  const records = async (path) =>
    (await send({ method: 'GET', path, staffToken: staffTokens.hq })).json.data.items.map((item) => item.number);
  pools.numbers = [...(await records('/staff/preorders/v1')), ...(await records('/staff/contracts/v1'))];

  const ops = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, object] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        object,
        body: object.requestBody?.content['application/json'].schema,
        allMethods: new Set(Object.keys(methods).map((m) => m.toUpperCase())),
      });
    }
  }
  // The password change last: its refusals may lock the fuzz member's account; before it the console's
  // logout, which ends headquarters' session (the console lists then drop out of the state compared).
  const late = (op) => (op.path === '/member/member/v1/reset' ? 2 : op.path === '/staff/login/v1/logout' ? 1 : 0);
  ops.sort((a, b) => late(a) - late(b));
  const rows = [];
  const started = Date.now();
  console.log(
    `fuzz:api on ${values.postgres ? 'PostgreSQL (every table compared)' : 'PGlite'}, seed ${SEED}, ${VALID} valid and ${MALFORMED} malformed requests per operation, ${ops.length} operations`,
  );
  for (const op of ops) {
    if (values.only && !`${op.method} ${op.path}`.includes(values.only)) continue;
    const row = await fuzz(op, op.allMethods);
    rows.push(row);
    console.log(
      `${row.operation.padEnd(40)} ${String(row.sent).padStart(5)} ${String(row.accepted).padStart(5)} ${String(row.refused).padStart(5)} ${String(row.failures).padStart(5)}`,
    );
    console.log(`    valid answered ${[...row.codes].map(([code, n]) => `${code} ×${n}`).join(', ')}`);
    for (const [text, n] of [...row.notes].slice(0, 8)) console.log(`    ${n}× ${text}`);
  }
  const total = rows.reduce(
    (t, r) => ({
      sent: t.sent + r.sent,
      accepted: t.accepted + r.accepted,
      refused: t.refused + r.refused,
      failures: t.failures + r.failures,
    }),
    { sent: 0, accepted: 0, refused: 0, failures: 0 },
  );
  console.log('\n| operation | sent | accepted | refused | failures |\n|---|---|---|---|---|');
  for (const r of rows) console.log(`| \`${r.operation}\` | ${r.sent} | ${r.accepted} | ${r.refused} | ${r.failures} |`);
  console.log(`| total | ${total.sent} | ${total.accepted} | ${total.refused} | ${total.failures} |`);
  console.log(`\n${Math.round((Date.now() - started) / 1000)} s, seed ${SEED}`);
  process.exitCode = total.failures > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await cleanup();
}
