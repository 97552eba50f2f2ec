import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { refuseEmailChangeByGet, sendEmailChange } from '@/lib/server/services/email-change';

// GET /api/member/member/v1/email/send?email= - refused: the current password may not travel in a URL
export const GET = route(operations.emailSend, async () => refuseEmailChangeByGet());

// POST /api/member/member/v1/email/send - with the current password, mail a code to the new address
export const POST = route(operations.emailSendPost, async ({ db, auth, body, ip }) => {
  await sendEmailChange(db, auth, ip, body.email, body.password);
  return ok();
});

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
