import { operations } from '@/lib/server/http/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { uploadMedia } from '@/lib/server/services/media';

// POST /api/staff/media/v1 - uploads a picture, re-encoded without its metadata (行銷)
export const POST = route(operations.staffMediaUpload, async ({ db, staff, body }) =>
  ok(await uploadMedia(db, actorOf(staff!), body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
