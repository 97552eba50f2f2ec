import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { withdrawIssue } from '@/lib/server/services/magazine-editing';

// POST /api/staff/magazine/v1/{id}/withdraw (行銷)
export const POST = route(operations.staffMagazineWithdraw, async ({ db, staff, params, body }) =>
  ok(await withdrawIssue(db, actorOf(staff), params.id, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
