import { operations } from '@/lib/api/contract/operations';
import { route, unknownCall } from '@/lib/server/http/route';
import { deviceOf } from '@/lib/server/auth/sessions';
import { resolveStaffSession } from '@/lib/server/auth/staff-sessions';
import { completeStaffLogin } from '@/lib/server/services/staff-sign-in';
import { staffProfile } from '@/lib/server/services/staff-profile';

// POST /api/staff/login/v1/two-factor - the challenge and a code: L00001 with the console token
export const POST = route(operations.staffLoginCode, async ({ db, body, ip, request }) => {
  const { code, token } = await completeStaffLogin(db, body.challenge, body.code, ip, deviceOf(request, ip));
  return { code, data: { token, staff: staffProfile(await resolveStaffSession(db, token)) } };
});

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
