import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { checkForgetCode, startForget } from '@/lib/server/services/member-passwords';

const start = route(operations.forgetStart, async ({ db, query }) => ok(await startForget(db, query.email)));

const check = route(operations.forgetCheck, async ({ db, query }) => ok(await checkForgetCode(db, query.tempUuid, query.code)));

// GET /api/login/v1/forget?email= - start a password reset; ?tempUuid=&code= - trade the code for a reset token
export function GET(request: Request) {
  return new URL(request.url).searchParams.has('email') ? start(request) : check(request);
}

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
