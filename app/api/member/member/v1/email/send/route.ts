import { CODE_SEND_LIMIT } from '@/lib/server/auth/policy';
import { emailSendQuery } from '@/lib/schemas/member';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { sendEmailChange } from '@/lib/server/services/email-change';

// GET /api/member/member/v1/email/send?email= - mail a code to the new address
export const GET = route(
  { auth: 'member', query: emailSendQuery, ipLimit: CODE_SEND_LIMIT },
  async ({ db, auth, query }) => {
    await sendEmailChange(db, auth!, query.email);
    return ok();
  },
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
