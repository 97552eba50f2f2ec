import { operations } from '@/lib/api/contract/operations';
import { changedReply } from '@/lib/server/http/staff-reply';
import { route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { taipeiDayStart } from '@/lib/format/dates';
import { completeMilestone } from '@/lib/server/services/sales/delivery-actions';

// POST /api/staff/contracts/v1/{number}/done - the current milestone is done
export const POST = route(operations.staffMilestoneDone, async ({ db, staff, params, body }) =>
  changedReply(
    await completeMilestone(db, actorOf(staff), params.number, { step: body.step, doneOn: taipeiDayStart(body.doneOn) }, body.version).then(
      (done) => done.contract,
    ),
  ),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
