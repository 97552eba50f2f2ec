import 'server-only';
import { eq } from 'drizzle-orm';
import type { MemberInfoAnswer } from '@/lib/schemas/member-info';
import { maskIdNumber } from '@/lib/validators/taiwan';
import type { Executor } from '../db/client';
import { members } from '../db/schema';
import { ApiFailure } from '../core/api-failure';
import { isTwoFactorOn } from '../auth/two-factor';

export type MemberRow = typeof members.$inferSelect;

/** The member as the API shows it: no hash, the ID number masked, only the fields of its type. */
export function toMemberInfo(row: MemberRow): MemberInfoAnswer {
  const common = {
    memberUuid: row.id,
    email: row.email,
    name: row.name,
    mobile: row.mobile,
    cityId: row.cityId,
    townId: row.townId,
    zip: row.zip,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    twoFactorEnabled: isTwoFactorOn(row),
  };
  if (row.memberType === 'individual') return { ...common, memberType: 'individual', idNumber: maskIdNumber(row.idNumber ?? '') };
  return {
    ...common,
    memberType: 'enterprise',
    companyName: row.companyName ?? '',
    ubn: row.ubn ?? '',
    contactName: row.contactName ?? '',
    contactTitle: row.contactTitle ?? '',
    phone: row.phone ?? '',
  };
}

export async function memberById(db: Executor, id: string): Promise<MemberRow> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  if (!row) throw new ApiFailure('A00005');
  return row;
}

export async function memberByEmail(db: Executor, email: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.email, email));
  return row ?? null;
}
