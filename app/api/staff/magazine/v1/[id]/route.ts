import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { issueRecord, updateIssue } from '@/lib/server/services/magazine-editing';

// GET /api/staff/magazine/v1/{id} - one issue with its articles (行銷)
export const GET = route(operations.staffMagazineIssue, async ({ db, staff, params }) =>
  ok(await issueRecord(db, actorOf(staff), params.id)),
);

// PUT /api/staff/magazine/v1/{id} - saves the issue's fields (行銷)
export const PUT = route(operations.staffMagazineUpdate, async ({ db, staff, params, body }) =>
  ok(await updateIssue(db, actorOf(staff), params.id, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
