import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { memberTimeline } from '@/lib/server/services/member-notices';

// GET /api/order/timeline/v1/{uuid} - the history of one of the member's pre-orders and its contract
export const GET = route(operations.memberTimeline, async ({ db, auth, params }) =>
  ok(await memberTimeline(db, auth.memberId, params.uuid)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
