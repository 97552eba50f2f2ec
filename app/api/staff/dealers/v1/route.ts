import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { listDealers } from '@/lib/server/services/dealers';

// GET /api/staff/dealers/v1 - the dealer network
export const GET = route(operations.staffDealers, async ({ db }) =>
  ok((await listDealers(db)).map(({ code, name, phone, email, address, cities }) => ({ code, name, phone, email, address, cities }))),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
