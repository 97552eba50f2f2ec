import { CODE_SEND_LIMIT } from '@/lib/server/auth/policy';
import { tempUuidQuery } from '@/lib/schemas/member';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { resendRegistrationCode } from '@/lib/server/services/registration';

// GET /api/member/member/v1/resend?tempUuid= - a new registration code, 60 s after the last
export const GET = route(
  { query: tempUuidQuery, ipLimit: CODE_SEND_LIMIT },
  async ({ db, query }) => {
    await resendRegistrationCode(db, query.tempUuid);
    return ok();
  },
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
