import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { waiveReview } from '@/lib/server/services/review-waiver';

// POST /api/order/contract/v1/{uuid}/waive-review - the buyer waives the rest of the review period
export const POST = route(operations.contractWaiveReview, async ({ db, auth, params }) => {
  const contract = await waiveReview(db, auth.memberId, params.uuid);
  return ok({ reviewWaivedAt: contract.reviewWaivedAt!.toISOString() });
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
