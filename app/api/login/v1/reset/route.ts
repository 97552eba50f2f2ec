import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { resetPassword } from '@/lib/server/services/member-passwords';

// PUT /api/login/v1/reset - set a new password with a reset token or the L00004 token; all sessions end.
// The token is optional here: a stale header must not spoil a valid reset token.
export const PUT = route(operations.loginReset, async ({ db, auth, body }) => {
  await resetPassword(db, { resetToken: body.resetToken, auth, newPassword: body.newPassword });
  return ok();
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
