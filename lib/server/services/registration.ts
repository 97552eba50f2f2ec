import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { RegisterInput } from '@/lib/schemas/member';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { fieldFailure } from '../http/api-failure';
import { hashPassword, isCommonPassword } from '../auth/passwords';
import { addressTakenMail, registrationCodeMail } from '../mail/templates';
import { dispatchMail, queueMail } from '../mail/outbox';
import { zipFor } from './address';
import { memberByEmail } from './member-info';
import { consumeCode, openVerification, renewCode } from './verification';

export function assertPasswordAllowed(password: string, path = 'password') {
  if (isCommonPassword(password)) throw fieldFailure(path, '這個密碼太常見，容易被猜中，請換一個');
}

/**
 * POST /member/member/v1/register. A taken address gets a notice instead of a code and the caller
 * gets the same answer, so registration cannot be used to learn who is a member.
 */
export async function register(db: Db, input: RegisterInput) {
  assertPasswordAllowed(input.password);
  const zip = await zipFor(db, input.cityId, input.townId);
  const passwordHash = await hashPassword(input.password);
  const result = await db.transaction(async (tx) => {
    const existing = await memberByEmail(tx, input.email);
    if (existing?.status === 'active') {
      await queueMail(tx, addressTakenMail(input.email));
      return openVerification(tx, { purpose: 'register', memberId: null, email: input.email, decoy: true });
    }
    if (existing) await tx.delete(members).where(and(eq(members.id, existing.id), eq(members.status, 'pending')));
    const fields =
      input.memberType === 'individual'
        ? { name: input.name, idNumber: input.idNumber }
        : {
            name: input.contactName,
            companyName: input.companyName,
            ubn: input.ubn,
            contactName: input.contactName,
            contactTitle: input.contactTitle ?? null,
            phone: input.phone ?? null,
          };
    const [member] = await tx
      .insert(members)
      .values({
        memberType: input.memberType,
        email: input.email,
        passwordHash,
        status: 'pending',
        mobile: input.mobile,
        cityId: input.cityId,
        townId: input.townId,
        zip,
        address: input.address,
        ...fields,
      })
      .returning();
    const opened = await openVerification(tx, { purpose: 'register', memberId: member.id, email: input.email });
    await queueMail(tx, registrationCodeMail(input.email, member.name, opened.tempUuid, opened.code));
    return opened;
  });
  dispatchMail();
  return { tempUuid: result.tempUuid, registerMail: input.email };
}

/** POST and GET /member/member/v1/valid: the right code activates the account. */
export async function confirmRegistration(db: Db, tempUuid: string, code: string) {
  const verification = await consumeCode(db, tempUuid, 'register', code);
  if (verification.memberId) {
    await db
      .update(members)
      .set({ status: 'active', updatedAt: new Date() })
      .where(and(eq(members.id, verification.memberId), eq(members.status, 'pending')));
  }
}

/** GET /member/member/v1/resend. */
export async function resendRegistrationCode(db: Db, tempUuid: string) {
  await db.transaction(async (tx) => {
    const { row, code, real } = await renewCode(tx, tempUuid, 'register');
    if (real && row.memberId) {
      const member = await memberByEmail(tx, row.email);
      if (member?.status === 'pending') await queueMail(tx, registrationCodeMail(row.email, member.name, tempUuid, code));
    }
  });
  dispatchMail();
}
