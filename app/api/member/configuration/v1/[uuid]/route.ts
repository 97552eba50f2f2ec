import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { deleteConfiguration, getSavedConfiguration, renameConfiguration } from '@/lib/server/services/saved-configurations';

// GET /api/member/configuration/v1/{uuid} - one of the member's saved configurations
export const GET = route(operations.savedConfiguration, async ({ db, auth, params }) =>
  ok(await getSavedConfiguration(db, auth.memberId, params.uuid)),
);

// PUT /api/member/configuration/v1/{uuid} - rename it, with the version the member saw
export const PUT = route(operations.savedConfigurationRename, async ({ db, auth, params, body }) =>
  ok(await renameConfiguration(db, auth.memberId, params.uuid, body)),
);

// DELETE /api/member/configuration/v1/{uuid} - delete it, with the version the member saw
export const DELETE = route(operations.savedConfigurationDelete, async ({ db, auth, params, body }) =>
  ok(await deleteConfiguration(db, auth.memberId, params.uuid, body)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PATCH };
