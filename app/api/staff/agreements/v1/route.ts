import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { agreementVersions, publishAgreement } from '@/lib/server/services/agreements';

// GET /api/staff/agreements/v1 - the pre-order agreement's versions (總公司業務, 管理員)
export const GET = route(operations.staffAgreements, async ({ db, staff }) => ok(await agreementVersions(db, actorOf(staff))));

// POST /api/staff/agreements/v1 - a new version, in force at once (總公司業務, 管理員)
export const POST = route(operations.staffAgreementPublish, async ({ db, staff, body }) =>
  ok(await publishAgreement(db, actorOf(staff), body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
