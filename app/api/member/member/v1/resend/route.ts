import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { resendRegistrationCode } from '@/lib/server/services/registration';

// GET /api/member/member/v1/resend?tempUuid=&returnTo= - a new registration code, 60 s after the last
export const GET = route(operations.resend, async ({ db, query }) => {
  await resendRegistrationCode(db, query.tempUuid, query.returnTo);
  return ok();
});

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
