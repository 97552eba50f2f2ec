import { LIMITS } from '@/lib/server/auth/policy';
import { forgetQuery } from '@/lib/schemas/member';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { checkForgetCode, startForget } from '@/lib/server/services/passwords';

// GET /api/login/v1/forget?email= - start a password reset; ?tempUuid=&code= - trade the code for a reset token
export const GET = route(
  { query: forgetQuery, ipLimit: { name: 'code-send', ...LIMITS.codeSendsPerIp } },
  async ({ db, query }) => ok('email' in query ? await startForget(db, query.email) : await checkForgetCode(db, query.tempUuid, query.code)),
);

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
