import { operations } from '@/lib/server/http/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { sendEmailChange } from '@/lib/server/services/email-change';

// GET /api/member/member/v1/email/send?email= - mail a code to the new address
export const GET = route(operations.emailSend, async ({ db, auth, query }) => {
    await sendEmailChange(db, auth!, query.email);
    return ok();
  },
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
