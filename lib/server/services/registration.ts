import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors';
import type { RegisterInput } from '@/lib/schemas/member';
import { safeReturnPath } from '@/lib/urls/return-path';
import type { Db, Executor } from '../db/client';
import { members } from '../db/schema';
import { ApiFailure, fieldFailure } from '../core/api-failure';
import { assertPasswordAllowed, hashPassword } from '../auth/passwords';
import { addressTakenMail, registrationCodeMail } from '../mail/templates';
import { dispatchMail, queueMail } from '../mail/outbox';
import { zipFor } from './address';
import { memberByEmail } from './member-info';
import { dropPendingMember, isLapsedPending, memberHoldingEmail, pendingCutoff } from './pending-members';
import { consumeCode, isRegistrant, openVerification, renewCode } from './verification';
import { claimVisitorQuotes } from './visitor-quotes';

/**
 * Opens a registration code for a pending member and queues its mail, whose link leads back to `returnTo`
 * (a same-site path, else home); returns the tempUuid.
 */
export async function mailRegistrationCode(tx: Executor, member: { id: string; email: string }, returnTo?: string) {
  const opened = await openVerification(tx, { purpose: 'register', memberId: member.id, email: member.email });
  await queueMail(tx, registrationCodeMail(member.email, opened.tempUuid, opened.code, safeReturnPath(returnTo)));
  return opened.tempUuid;
}

/** A member's address: its owner is told, the caller gets a decoy that answers like a real registration. */
async function decoyRegistration(tx: Executor, email: string, passwordHash: string) {
  await queueMail(tx, addressTakenMail(email));
  return openVerification(tx, { purpose: 'register', memberId: null, email, decoy: true, passwordHash });
}

/**
 * POST /member/member/v1/register. A member's address gets mail instead of a new account and the
 * caller the same answer, so registration cannot tell who is a member. A pending registration of
 * the address is replaced (its link and code die): only the inbox's owner can verify one, so
 * nobody can squat on an address by registering it first.
 */
export async function register(db: Db, input: RegisterInput) {
  assertPasswordAllowed(input.password);
  const zip = await zipFor(db, input.cityId, input.townId);
  const passwordHash = await hashPassword(input.password);
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
  const create = () =>
    db.transaction(async (tx) => {
      const holder = await memberHoldingEmail(tx, input.email);
      if (holder?.status === 'active') return decoyRegistration(tx, input.email, passwordHash);
      if (holder) await dropPendingMember(tx, holder.id);
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
      return { tempUuid: await mailRegistrationCode(tx, member, input.returnTo) };
    });
  // Two registrations of one address at the same moment: the later one replaces the earlier.
  const result = await create().catch((error: unknown) => {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return create();
    throw error;
  });
  dispatchMail();
  return { tempUuid: result.tempUuid, registerMail: input.email };
}

/**
 * POST and GET /member/member/v1/valid: the right code activates the account. From the mailed link the
 * password set at registration comes too: a registration made after the owner's, by someone else,
 * replaces it and mails its link to the owner's inbox, and that link must not activate the other's.
 */
export async function confirmRegistration(db: Db, tempUuid: string, code: string, password?: string) {
  if (password !== undefined && !(await isRegistrant(db, tempUuid, password))) {
    throw fieldFailure(
      'password',
      '密碼與這筆註冊不符。若您確定密碼無誤，這封信可能來自他人以您的信箱所做的註冊：請勿使用此連結，重新註冊即可。',
    );
  }
  const verification = await consumeCode(db, tempUuid, 'register', code);
  if (!verification.memberId) return;
  const [activated] = await db
    .update(members)
    .set({ status: 'active', updatedAt: new Date() })
    .where(and(eq(members.id, verification.memberId), eq(members.status, 'pending'), gt(members.createdAt, pendingCutoff())))
    .returning({ id: members.id, email: members.email });
  if (!activated) {
    // The code was right but the registration lapsed (24 h) before it was verified.
    throw new ApiFailure('C00001', { message: '註冊已超過 24 小時未完成驗證，請重新註冊' });
  }
  // The address is verified: the quotes its owner asked for as a visitor are now the member's.
  await claimVisitorQuotes(db, activated.id, activated.email);
}

/** GET /member/member/v1/resend; the new link leads back to `returnTo` (a same-site path, else home). */
export async function resendRegistrationCode(db: Db, tempUuid: string, returnTo?: string) {
  await db.transaction(async (tx) => {
    const { row, code, real } = await renewCode(tx, tempUuid, 'register');
    if (real && row.memberId) {
      const member = await memberByEmail(tx, row.email);
      if (member?.status === 'pending' && !isLapsedPending(member))
        await queueMail(tx, registrationCodeMail(row.email, tempUuid, code, safeReturnPath(returnTo)));
    }
  });
  dispatchMail();
}
