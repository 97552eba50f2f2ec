import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { taipeiDayStart } from '@/lib/format/dates';
import { planMilestone } from '@/lib/server/services/sales/delivery-actions';

// POST /api/staff/contracts/v1/{number}/plan - plans or moves a milestone's date
export const POST = route(operations.staffMilestonePlan, async ({ db, staff, params, body }) =>
  changedReply(
    await planMilestone(
      db,
      actorOf(staff),
      params.number,
      { step: body.step, plannedOn: taipeiDayStart(body.plannedOn), reason: body.reason, reasonText: body.reasonText },
      body.version,
    ),
  ),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
