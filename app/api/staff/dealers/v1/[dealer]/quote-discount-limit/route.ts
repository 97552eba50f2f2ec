import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { setDiscountLimit } from '@/lib/server/services/quote-desk';
import { actorOf } from '@/lib/server/services/sales/actor';

// PUT /api/staff/dealers/v1/{dealer}/quote-discount-limit - the dealer's discount limit (經銷主管 of the dealer, 管理員)
export const PUT = route(operations.staffDealerDiscountLimit, async ({ db, staff, params, body }) =>
  ok(await setDiscountLimit(db, actorOf(staff), params.dealer, body.limit)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
