import { operations } from '@/lib/server/http/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { cancelPreorder } from '@/lib/server/services/sales/preorder-actions';

const changed = (row: { number: string; status: string; version: number }) =>
  ok({ number: row.number, status: row.status, version: row.version });

// POST /api/staff/preorders/v1/{number}/cancel - cancels with a reason
export const POST = route(operations.staffPreorderCancel, async ({ db, staff, params, body }) =>
  changed(await cancelPreorder(db, actorOf(staff!), params.number, body.reason, body.version)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
