import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { mediaLibrary, uploadMedia } from '@/lib/server/services/media';

// GET /api/staff/media/v1 - the pictures uploaded, newest first (行銷, 總公司業務, 管理員)
export const GET = route(operations.staffMediaLibrary, async ({ db, staff }) => ok(await mediaLibrary(db, actorOf(staff))));

// POST /api/staff/media/v1 - uploads a picture, re-encoded without its metadata (行銷, 總公司業務, 管理員)
export const POST = route(operations.staffMediaUpload, async ({ db, staff, body }) =>
  ok(await uploadMedia(db, actorOf(staff), body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
