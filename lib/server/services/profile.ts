import 'server-only';
import { eq } from 'drizzle-orm';
import type { MemberUpdateInput } from '@/lib/schemas/member';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { validationFailure } from '../core/api-failure';
import type { AuthContext } from '../auth/sessions';
import { zipFor } from './address';
import { memberById, toMemberInfo } from './member-info';

const ENTERPRISE_ONLY = ['companyName', 'contactName', 'contactTitle', 'phone'] as const;

/** GET /member/member/v1. */
export async function getProfile(db: Db, auth: AuthContext) {
  return toMemberInfo(await memberById(db, auth.memberId));
}

/** PUT /member/member/v1: enterprise fields only for enterprises; the zip follows the town. */
export async function updateProfile(db: Db, auth: AuthContext, input: MemberUpdateInput) {
  const member = await memberById(db, auth.memberId);
  if (member.memberType === 'individual') {
    const foreign = ENTERPRISE_ONLY.filter((key) => input[key] !== undefined);
    if (foreign.length) throw validationFailure(foreign.map((path) => ({ path, message: '個人會員沒有此欄位' })));
  }
  const zip = input.cityId && input.townId ? await zipFor(db, input.cityId, input.townId) : undefined;
  const changes = Object.fromEntries(Object.entries({ ...input, zip }).filter(([, value]) => value !== undefined));
  // An enterprise's display name is its contact person: either field sets both.
  if (member.memberType === 'enterprise') {
    if (input.name && input.contactName && input.name !== input.contactName) {
      throw validationFailure([{ path: 'name', message: '企業會員的姓名即聯絡人，兩者需相同' }]);
    }
    const contact = input.contactName ?? input.name;
    if (contact) changes.name = changes.contactName = contact;
  }
  const [row] = await db
    .update(members)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(members.id, member.id))
    .returning();
  return toMemberInfo(row);
}
