import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { changePassword } from '@/lib/server/services/member-passwords';

// PUT /api/member/member/v1/reset - change the password; every other session ends
export const PUT = route(operations.memberReset, async ({ db, auth, body, ip }) => {
  await changePassword(db, auth, ip, body.oldPassword, body.newPassword);
  return ok();
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
