// Step 2 of npm run scale:check: a member and a staff member through nginx, call by call as the API
// documents them (docs/api.md, docs/staff-api.md), and which instance answered each call.
import type { VehicleFamilyDetail, VehicleFamilySummary } from '@/lib/schemas/catalog';
import { randomSelection } from '../../reliability/load-members';
import { signInDemoStaff } from '../../reliability/staff-sign-in';
import { individualBody } from '../../testing/member-bodies';
import { type Caught, expectCode, mailTo, staffCall } from './api';
import { loggedSince, logMark } from './upstreams';

const PASSWORD = 'Scale-Check-Truck-2026';

interface Preorder {
  uuid: string;
  number: string;
  status: string;
  price: { total: number };
}

/** Registers, verifies by the mailed code, logs in, browses, pre-orders (and replays the same key), then staff work the pre-order and the member sees it. */
export async function journeys(origin: string, messages: readonly Caught[], accessLog: string, log: (line: string) => void) {
  const mark = logMark(accessLog);
  const email = `scale-${Date.now().toString(36)}@example.test`;
  const registered = await expectCode(origin, '/member/member/v1/register', '00000', {
    method: 'POST',
    body: JSON.stringify(individualBody(email, PASSWORD)),
  });
  const code = /驗證碼：(\d{6})/.exec((await mailTo(messages, email)).text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  const { tempUuid } = registered.body.data as { tempUuid: string };
  await expectCode(origin, '/member/member/v1/valid', '00000', { method: 'POST', body: JSON.stringify({ tempUuid, code }) });
  const login = await expectCode(origin, '/login/v1', 'L00001', {
    method: 'POST',
    body: JSON.stringify({ account: email, password: PASSWORD }),
  });
  const { token } = login.body.data as { token: string };
  const families = (await expectCode(origin, '/vehicle/family/v1', '00000', { token })).body.data as VehicleFamilySummary[];
  const family = (await expectCode(origin, `/vehicle/family/v1/${families[0].uuid}`, '00000')).body.data as VehicleFamilyDetail;
  const order = JSON.stringify({
    vehicleFamilyUuid: family.uuid,
    ...randomSelection(family),
    acceptAgreement: true,
    agreementVersion: family.agreement.version,
  });
  const key = crypto.randomUUID();
  const place = () =>
    expectCode(origin, '/order/order/v1', '00000', { method: 'POST', token, body: order, headers: { 'Idempotency-Key': key } });
  const placed = await place();
  const preorder = placed.body.data as Preorder;
  // The same key and body again, as a client that lost the answer would send it: the first answer, nothing new.
  const again = await place();
  const replayed = (again.body.data as Preorder).uuid === preorder.uuid && again.headers.get('idempotent-replayed') === 'true';
  log(
    `member ${email}: pre-order ${preorder.number} (NT$${preorder.price.total}); the same Idempotency-Key again: ${replayed ? 'the first answer' : 'ANOTHER answer'}`,
  );

  const memberSees = async () =>
    ((await expectCode(origin, `/order/order/v1/${preorder.uuid}`, '00000', { token })).body.data as Preorder).status;
  const statuses = [await memberSees()];
  const staff = await signInDemoStaff(origin, 'hq_sales');
  const path = `/staff/preorders/v1/${preorder.number}`;
  const { version } = await staffCall<{ version: number }>(origin, staff, 'GET', path);
  const contacting = await staffCall<{ version: number }>(origin, staff, 'POST', `${path}/contacting`, { version });
  statuses.push(await memberSees());
  const contract = await staffCall<{ number: string }>(origin, staff, 'POST', `${path}/convert`, { version: contacting.version });
  statuses.push(await memberSees());
  const contracts = (await expectCode(origin, '/order/contract/v1', '00000', { token })).body.data as { number: string }[];
  const contractSeen = contracts.some((c) => c.number === contract.number);
  log(
    `staff (總公司業務) marked it contacting, then converted it to ${contract.number}; the member saw: ${statuses.join(' → ')}; contract listed: ${contractSeen}`,
  );

  const calls = loggedSince(accessLog, mark).filter((entry) => entry.request.includes('/api/'));
  const ports = calls.map(({ tried }) => tried.at(-1));
  const changes = ports.filter((port, i) => i > 0 && port !== ports[i - 1]).length;
  log(
    `instances answering the ${calls.length} calls in turn: ${ports.join(' ')} (${changes} of ${calls.length - 1} consecutive calls changed instance)`,
  );
  return {
    ok: replayed && statuses.join() === 'submitted,contacting,contracted' && contractSeen && new Set(ports).size > 1,
    calls: calls.length,
    instances: new Set(ports).size,
    changes,
    memberEmail: email,
  };
}
