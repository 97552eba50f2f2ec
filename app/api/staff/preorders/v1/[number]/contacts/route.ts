import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { logContact } from '@/lib/server/services/sales/preorder-actions';

// POST /api/staff/preorders/v1/{number}/contacts - logs a contact with the member
export const POST = route(operations.staffPreorderContact, async ({ db, staff, params, body }) => {
  const row = await logContact(db, actorOf(staff), params.number, body);
  return changedReply(row);
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
