import { operations } from '@/lib/api/contract/operations';
import { route, ok, unknownCall } from '@/lib/server/http/route';
import { undoEmailChange } from '@/lib/server/services/email-change';

// POST /api/member/member/v1/email/undo - the link mailed to the old address undoes an e-mail change
export const POST = route(operations.emailUndo, async ({ db, body }) => ok(await undoEmailChange(db, body.token)));

// The other methods: N00404 in the envelope.
export { unknownCall as GET, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
