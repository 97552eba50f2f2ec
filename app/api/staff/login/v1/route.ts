import { operations } from '@/lib/api/contract/operations';
import { route, unknownCall } from '@/lib/server/http/route';
import { staffLogin } from '@/lib/server/services/staff-sign-in';

// POST /api/staff/login/v1 - the password; always answered L00006 with a challenge for the code
export const POST = route(operations.staffLogin, async ({ db, body, ip }) => {
  const { code, challenge } = await staffLogin(db, body.email, body.password, ip);
  return { code, data: { challenge } };
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
