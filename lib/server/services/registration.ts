import 'server-only';
import { and, eq } from 'drizzle-orm';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors';
import type { RegisterInput } from '@/lib/schemas/member';
import type { Db, Executor } from '../db/client';
import { members } from '../db/schema';
import { assertPasswordAllowed, hashPassword, verifyPassword } from '../auth/passwords';
import { addressTakenMail, registrationCodeMail } from '../mail/templates';
import { dispatchMail, queueMail } from '../mail/outbox';
import { zipFor } from './address';
import { memberByEmail } from './member-info';
import { consumeCode, openVerification, renewCode } from './verification';

/** Opens a registration code for a pending member and queues its mail; returns the tempUuid. */
export async function mailRegistrationCode(tx: Executor, member: { id: string; email: string; name: string }) {
  const opened = await openVerification(tx, { purpose: 'register', memberId: member.id, email: member.email });
  await queueMail(tx, registrationCodeMail(member.email, member.name, opened.tempUuid, opened.code));
  return opened.tempUuid;
}

/** A taken address: its owner is told, the caller gets a decoy that answers like a real registration. */
async function decoyRegistration(tx: Executor, input: RegisterInput, passwordHash: string, checked: PasswordCheck) {
  const existing = await memberByEmail(tx, input.email);
  if (existing?.status === 'pending') {
    // Someone already began with this address: the code of that registration goes to it again. The
    // one who began it (the same password: a reload, a second try) goes on with it; anyone else gets
    // the decoy. The password reveals no more than a login answering L00005 would.
    const tempUuid = await mailRegistrationCode(tx, existing);
    const same = existing.id === checked.memberId ? checked.samePassword : await verifyPassword(existing.passwordHash, input.password);
    if (same) return { tempUuid };
  } else {
    await queueMail(tx, addressTakenMail(input.email));
  }
  return openVerification(tx, { purpose: 'register', memberId: null, email: input.email, decoy: true, passwordHash });
}

/** The password compared, before the transaction, with that of a registration being verified. */
interface PasswordCheck {
  memberId?: string;
  samePassword: boolean;
}

/**
 * POST /member/member/v1/register. A taken address (active or pending) gets mail instead of a new
 * account and the caller the same answer, so registration cannot tell who is a member; a pending
 * registration is never replaced, so nobody can take over an address that is being verified.
 */
export async function register(db: Db, input: RegisterInput) {
  assertPasswordAllowed(input.password);
  const zip = await zipFor(db, input.cityId, input.townId);
  // Every registration hashes the password and checks one hash: that of a registration of the same
  // address being verified, else a stand-in. So a free, a taken and a pending address take as long.
  const existing = await memberByEmail(db, input.email);
  const pending = existing?.status === 'pending' ? existing : undefined;
  const [passwordHash, samePassword] = await Promise.all([
    hashPassword(input.password),
    verifyPassword(pending?.passwordHash, input.password),
  ]);
  const checked: PasswordCheck = { memberId: pending?.id, samePassword };
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
      if (await memberByEmail(tx, input.email)) return decoyRegistration(tx, input, passwordHash, checked);
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
      return { tempUuid: await mailRegistrationCode(tx, member) };
    });
  const result = await create().catch((error: unknown) => {
    // Two registrations of one address at the same moment: the second is a taken address.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return db.transaction((tx) => decoyRegistration(tx, input, passwordHash, checked));
    throw error;
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
