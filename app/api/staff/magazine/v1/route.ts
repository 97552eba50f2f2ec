import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { createIssue, listIssuesForEditors } from '@/lib/server/services/magazine-editing';

// GET /api/staff/magazine/v1 - every issue, drafts included (行銷)
export const GET = route(operations.staffMagazineList, async ({ db, staff }) => ok(await listIssuesForEditors(db, actorOf(staff))));

// POST /api/staff/magazine/v1 - a new draft issue (行銷)
export const POST = route(operations.staffMagazineCreate, async ({ db, staff, body }) =>
  ok(await createIssue(db, actorOf(staff), body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
