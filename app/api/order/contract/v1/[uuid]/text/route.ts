import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { memberContractText } from '@/lib/server/services/contract-text';

// GET /api/order/contract/v1/{uuid}/text - the member's own contract in full
export const GET = route(operations.contractText, async ({ db, auth, params }) =>
  ok(await memberContractText(db, auth.memberId, params.uuid)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
