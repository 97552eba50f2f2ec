import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { listSavedConfigurations, saveConfiguration } from '@/lib/server/services/saved-configurations';

// GET /api/member/configuration/v1 - the member's saved configurations at today's prices
export const GET = route(operations.savedConfigurationList, async ({ db, auth }) => ok(await listSavedConfigurations(db, auth.memberId)));

// POST /api/member/configuration/v1 - save a configuration with a name (at most 20)
export const POST = route(operations.savedConfigurationCreate, async ({ db, auth, body }) =>
  ok(await saveConfiguration(db, auth.memberId, body), { status: 201 }),
);

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
