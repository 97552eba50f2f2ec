import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { confirmEmailChange } from '@/lib/server/services/email-change';

// GET /api/member/member/v1/email/valid?email=&code= - confirm the new address with its code
export const GET = route(operations.emailValid, async ({ db, auth, query }) =>
  ok(await confirmEmailChange(db, auth, query.email, query.code)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
