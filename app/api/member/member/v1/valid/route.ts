import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { confirmRegistration } from '@/lib/server/services/registration';

// POST /api/member/member/v1/valid - activate the account with the mailed code
export const POST = route(operations.validPost, async ({ db, body }) => {
  await confirmRegistration(db, body.tempUuid, body.code, body.password);
  return ok();
});

// GET /api/member/member/v1/valid?tempUuid=&code= - the same, from the link in the mail (/verifyemail)
export const GET = route(operations.validGet, async ({ db, query }) => {
  await confirmRegistration(db, query.tempUuid, query.code);
  return ok();
});

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
