import { operations } from '@/lib/api/contract/operations';
import { ok, route, unknownCall } from '@/lib/server/http/route';
import { actorOf } from '@/lib/server/services/sales/actor';
import { createStaffAccount, listStaffAccounts } from '@/lib/server/services/staff-admin';

// GET /api/staff/accounts/v1 - staff accounts (administrator)
export const GET = route(operations.staffAccountList, async ({ db, staff }) => ok(await listStaffAccounts(db, actorOf(staff))));

// POST /api/staff/accounts/v1 - a new account; its set-up link goes to its address (administrator)
export const POST = route(operations.staffAccountCreate, async ({ db, staff, body }) => {
  const { account } = await createStaffAccount(db, actorOf(staff), body, 'mail');
  return ok(account, { status: 201 });
});

// The other methods: N00404 in the envelope.
export { unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
