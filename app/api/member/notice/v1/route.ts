import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { noticePrefsOf, setNoticePrefs } from '@/lib/server/services/member-notices';

// GET /api/member/notice/v1 - which optional notices the member receives by mail
export const GET = route(operations.memberNotices, async ({ db, auth }) => ok(await noticePrefsOf(db, auth.memberId)));

// PUT /api/member/notice/v1 - the member's choice
export const PUT = route(operations.memberNoticesUpdate, async ({ db, auth, body }) => ok(await setNoticePrefs(db, auth.memberId, body)));

// The other methods: N00404 in the envelope.
export { unknownCall as POST, unknownCall as PATCH, unknownCall as DELETE };
