import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { resendForgetCode } from '@/lib/server/services/member-passwords';

// GET /api/login/v1/verification?tempUuid= - the forgot-password code again, 60 s after the last
export const GET = route(operations.forgetResend, async ({ db, query }) => {
  await resendForgetCode(db, query.tempUuid);
  return ok();
});

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
