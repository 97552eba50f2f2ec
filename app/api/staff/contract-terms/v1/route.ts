import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { contractTermsVersions, publishContractTerms } from '@/lib/server/services/contract-terms';
import { actorOf } from '@/lib/server/services/sales/actor';

// GET /api/staff/contract-terms/v1 - the contract terms' versions (總公司業務, 管理員)
export const GET = route(operations.staffContractTerms, async ({ db, staff }) => ok(await contractTermsVersions(db, actorOf(staff))));

// POST /api/staff/contract-terms/v1 - a new version, for contracts made from now on (總公司業務, 管理員)
export const POST = route(operations.staffContractTermsPublish, async ({ db, staff, body }) =>
  ok(await publishContractTerms(db, actorOf(staff), body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
