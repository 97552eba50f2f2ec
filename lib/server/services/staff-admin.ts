import 'server-only';
import { and, asc, eq, inArray, isNull, max, notInArray, sql } from 'drizzle-orm';
import { isDealerRole, may, STAFF_ROLE_LABELS, type StaffRole } from '@/lib/staff/roles';
import { siteOrigin } from '@/lib/urls/site-origin';
import { staffSetupPath } from '@/lib/urls/staff.mjs';
import type { Db, Executor } from '../db/client';
import { contracts, preorders } from '../db/schema';
import { staffAccounts, staffSessions } from '../db/staff-schema';
import { ApiFailure, fieldFailure, notFound, tooMany } from '../core/api-failure';
import { assertPasswordAllowed, hashPassword } from '../auth/passwords';
import { STAFF_SETUP_LINK_MS } from '../auth/policy';
import {
  endAllStaffSessionsOf,
  endStaffSession,
  issueStaffToken,
  liveStaffSessions,
  spendSetupLinksOf,
  spendStaffToken,
  staffOfToken,
} from '../auth/staff-sessions';
import { checkTotp, newEnrolment, newRecoveryCodes, openSecret, sealSecret, TWO_FACTOR_OFF } from '../auth/two-factor';
import { secondFactorRule } from '../auth/login-throttle';
import { consumeRate, refundRate } from '../rate-limit';
import { securityEvent } from '../security-events';
import { dispatchMail, queueMail } from '../mail/outbox';
import { staffSetupMail } from '../mail/staff-mail';
import { dealerByCode } from './dealers';
import { accountActor, type Actor } from './sales/actor';
import { appendAudit, changedFields } from './sales/audit';
import { refuse } from './sales/refusals';
import { staffById } from './staff-sign-in';
import { DEALER_NOT_FOUND } from '@/lib/words/staff';

export interface StaffAccountInput {
  email: string;
  name: string;
  phone: string;
  role: StaffRole;
  dealerCode: string | null;
}

const requireAdmin = (actor: Actor) => {
  if (!may(actor.role, 'manage-staff')) throw notFound();
};

/** A dealer role belongs to a dealer; the others to none. */
async function checkDealer(db: Executor, role: StaffRole, dealerCode: string | null) {
  if (isDealerRole(role)) {
    if (!dealerCode) throw fieldFailure('dealerCode', '經銷商的人員請選擇所屬經銷商');
    if (!(await dealerByCode(db, dealerCode))) throw fieldFailure('dealerCode', DEALER_NOT_FOUND);
    return dealerCode;
  }
  return null;
}

/** An account as the administrator sees it; `lastSignInAt` is its newest session's start (null: never signed in). */
const accountView = (row: typeof staffAccounts.$inferSelect, lastSignInAt: Date | null = null) => ({
  uuid: row.id,
  email: row.email,
  name: row.name,
  phone: row.phone,
  role: row.role,
  dealerCode: row.dealerCode,
  enrolled: row.totpSecret !== null && row.passwordHash !== null,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: lastSignInAt?.toISOString() ?? null,
});
export type StaffAccountView = ReturnType<typeof accountView>;

/** What an administrator changes of an account, as the audit names it. */
const auditedFields = (row: Pick<typeof staffAccounts.$inferSelect, 'role' | 'dealerCode' | 'disabledAt'>) => ({
  角色: STAFF_ROLE_LABELS[row.role],
  經銷商: row.dealerCode ?? '無',
  狀態: row.disabledAt ? '停用' : '使用中',
});

const setupLink = (token: string) => `${siteOrigin()}${staffSetupPath(token)}`;

/**
 * A new staff account, without a password or authenticator until its owner opens the one-time link
 * (72 hours). From the console the link is mailed to the new address, never shown to the
 * administrator; from the shell (the first administrator) it is returned to print.
 */
export async function createStaffAccount(db: Db, actor: Actor, input: StaffAccountInput, deliver: 'mail' | 'return') {
  requireAdmin(actor);
  const email = input.email.trim().toLowerCase();
  const created = await db.transaction(async (tx) => {
    const dealerCode = await checkDealer(tx, input.role, input.dealerCode);
    const [row] = await tx
      .insert(staffAccounts)
      .values({ email, name: input.name.trim(), phone: input.phone.trim(), role: input.role, dealerCode })
      .onConflictDoNothing({ target: staffAccounts.email })
      .returning();
    if (!row) throw fieldFailure('email', '這個電子郵件已是員工帳號');
    const token = await issueStaffToken(tx, row.id, 'setup', STAFF_SETUP_LINK_MS);
    await appendAudit(tx, actor, {
      action: 'staff.create',
      recordKind: 'staff',
      recordId: row.id,
      recordNumber: email,
      after: accountView(row),
    });
    if (deliver === 'mail') await queueMail(tx, staffSetupMail(email, row.name, setupLink(token)));
    return { account: accountView(row), link: deliver === 'return' ? setupLink(token) : null };
  });
  // Committed: the set-up link leaves now.
  if (deliver === 'mail') dispatchMail();
  return created;
}

// Every sign-in opens a session and sessions are ended, never deleted, so the newest one's start is the last sign-in.
const lastSignIn = max(staffSessions.createdAt);

/**
 * Every account, oldest first and by e-mail among those made at once (the demo's, a script's), so the
 * list keeps its order whatever is changed in it.
 */
export async function listStaffAccounts(db: Executor, actor: Actor) {
  requireAdmin(actor);
  const rows = await db
    .select({ account: staffAccounts, lastSignInAt: lastSignIn })
    .from(staffAccounts)
    .leftJoin(staffSessions, eq(staffSessions.staffId, staffAccounts.id))
    .groupBy(staffAccounts.id)
    .orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.email));
  return rows.map(({ account, lastSignInAt }) => accountView(account, lastSignInAt));
}

async function lastSignInOf(db: Executor, staffId: string) {
  const [row] = await db.select({ at: lastSignIn }).from(staffSessions).where(eq(staffSessions.staffId, staffId));
  return row?.at ?? null;
}

/**
 * Role, dealer, or disabled: a disabled account's sessions end at once. An administrator cannot lock
 * themself out. Saved as it was, nothing is written and no entry made.
 */
export async function updateStaffAccount(
  db: Db,
  actor: Actor,
  staffId: string,
  change: { role?: StaffRole; dealerCode?: string | null; disabled?: boolean },
) {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
    if (!row) throw notFound();
    if (staffId === actor.staffId && (change.disabled || (change.role && change.role !== row.role)))
      throw refuse('不能停用自己的帳號或變更自己的角色');
    const role = change.role ?? row.role;
    const dealerCode = await checkDealer(tx, role, change.dealerCode === undefined ? row.dealerCode : change.dealerCode);
    const disabledAt = change.disabled === undefined ? row.disabledAt : change.disabled ? (row.disabledAt ?? new Date()) : null;
    const diff = changedFields(auditedFields(row), auditedFields({ role, dealerCode, disabledAt }));
    if (Object.keys(diff.after).length === 0) return accountView(row, await lastSignInOf(tx, staffId));
    const [next] = await tx
      .update(staffAccounts)
      .set({ role, dealerCode, disabledAt, updatedAt: new Date() })
      .where(eq(staffAccounts.id, staffId))
      .returning();
    if (next.disabledAt || next.role !== row.role || next.dealerCode !== row.dealerCode) await endAllStaffSessionsOf(tx, staffId);
    // Someone who left, or moved to another dealer or role, follows no open record any more: their manager reassigns them.
    if (next.disabledAt || next.dealerCode !== row.dealerCode || !isDealerRole(next.role)) await unassignOpenRecords(tx, actor, staffId);
    await appendAudit(tx, actor, {
      action: 'staff.update',
      recordKind: 'staff',
      recordId: staffId,
      recordNumber: row.email,
      ...diff,
    });
    await securityEvent(tx, 'staff-account-changed', `staff:${row.email}`, { role, disabled: next.disabledAt !== null });
    return accountView(next, await lastSignInOf(tx, staffId));
  });
}

async function unassignOpenRecords(tx: Executor, actor: Actor, staffId: string) {
  const openPreorders = await tx
    .update(preorders)
    .set({ assigneeId: null, version: sql`${preorders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(preorders.assigneeId, staffId), inArray(preorders.status, ['submitted', 'contacting'])))
    .returning({ id: preorders.id, number: preorders.number });
  const openContracts = await tx
    .update(contracts)
    .set({ assigneeId: null, version: sql`${contracts.version} + 1`, updatedAt: new Date() })
    .where(and(eq(contracts.assigneeId, staffId), notInArray(contracts.status, ['delivered', 'cancelled'])))
    .returning({ id: contracts.id, number: contracts.number });
  const records = [
    ...openPreorders.map((row) => ({ ...row, kind: 'preorder' as const })),
    ...openContracts.map((row) => ({ ...row, kind: 'contract' as const })),
  ];
  for (const record of records) {
    await appendAudit(tx, actor, {
      action: `${record.kind}.unassign`,
      recordKind: record.kind,
      recordId: record.id,
      recordNumber: record.number,
      before: { assigneeId: staffId },
      after: { assigneeId: null },
    });
  }
}

/** A lost phone or password: the sign-in is cleared, every session ends and a new set-up link is mailed. */
export async function resetStaffSignIn(db: Db, actor: Actor, staffId: string) {
  requireAdmin(actor);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
    if (!row) throw notFound();
    await tx
      .update(staffAccounts)
      .set({ ...TWO_FACTOR_OFF, passwordHash: null, updatedAt: new Date() })
      .where(eq(staffAccounts.id, staffId));
    await endAllStaffSessionsOf(tx, staffId);
    await spendSetupLinksOf(tx, staffId);
    const token = await issueStaffToken(tx, staffId, 'setup', STAFF_SETUP_LINK_MS);
    await queueMail(tx, staffSetupMail(row.email, row.name, setupLink(token)));
    await appendAudit(tx, actor, { action: 'staff.reset-sign-in', recordKind: 'staff', recordId: staffId, recordNumber: row.email });
  });
  // Committed: the new set-up link leaves now.
  dispatchMail();
}

/**
 * Ends every open console session of one person (a lost laptop, a shared desk): audited with how many
 * ended; none open, nothing is written. The administrator's own are ended by 登出, not here.
 */
export async function endStaffSessionsOfAccount(db: Db, actor: Actor, staffId: string) {
  requireAdmin(actor);
  if (staffId === actor.staffId) throw refuse('不能在這裡結束自己的所有登入，請使用登出');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
    if (!row) throw notFound();
    const ended = await endAllStaffSessionsOf(tx, staffId);
    if (ended > 0) {
      await appendAudit(tx, actor, {
        action: 'staff.end-sessions',
        recordKind: 'staff',
        recordId: staffId,
        recordNumber: row.email,
        after: { 結束的登入: ended },
      });
      await securityEvent(tx, 'sessions-ended', `staff:${row.email}`, { by: 'admin', scope: 'all', count: ended });
    }
    return { ended };
  });
}

export async function listStaffSessions(db: Executor, actor: Actor) {
  requireAdmin(actor);
  const rows = await liveStaffSessions(db);
  return rows.map(({ id, staffId, createdAt, lastSeenAt, ...row }) => ({
    uuid: id,
    staffUuid: staffId,
    ...row,
    createdAt: createdAt.toISOString(),
    lastSeenAt: lastSeenAt.toISOString(),
  }));
}

export async function endStaffSessionAs(db: Db, actor: Actor, sessionId: string) {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    if (!(await endStaffSession(tx, sessionId))) throw notFound();
    await appendAudit(tx, actor, { action: 'staff.end-session', recordKind: 'staff', recordId: null, recordNumber: sessionId });
  });
}

// ── The set-up link: password and authenticator, once ──

const linkLapsed = () => new ApiFailure('C00001', { message: '設定連結無效或已過期，請向管理員索取新的連結' });

async function setupOwner(db: Executor, token: string) {
  const staffId = await staffOfToken(db, token, 'setup');
  const staff = staffId ? await staffById(db, staffId) : undefined;
  if (!staff || staff.disabledAt) throw linkLapsed();
  return staff;
}

/** GET /staff/setup/v1: who the link is for and a new authenticator secret with its QR code. */
export async function openStaffSetup(db: Db, token: string) {
  const staff = await setupOwner(db, token);
  const enrolment = await newEnrolment(`${staff.email}（員工）`);
  await db
    .update(staffAccounts)
    .set({ totpPendingSecret: await sealSecret(db, staff.id, enrolment.secret) })
    .where(eq(staffAccounts.id, staff.id));
  return { email: staff.email, name: staff.name, role: staff.role, ...enrolment };
}

/** POST /staff/setup/v1: the password (the members' rules) and the first code; returns the recovery codes, once. */
export async function completeStaffSetup(db: Db, token: string, password: string, code: string) {
  const staff = await setupOwner(db, token);
  assertPasswordAllowed(password);
  if (!staff.totpPendingSecret) throw fieldFailure('code', '請重新開啟設定連結，掃描新的 QR 碼');
  const rule = secondFactorRule(`staff:${staff.email}`);
  const verdict = await consumeRate(db, rule);
  if (!verdict.allowed) throw tooMany('L00003', verdict.retryAfter, 'staff');
  const step = await checkTotp(await openSecret(db, staff.id, staff.totpPendingSecret), code, null);
  if (step === null) throw fieldFailure('code', '驗證碼錯誤，請輸入驗證器 App 上目前的 6 位數驗證碼');
  await refundRate(db, rule.key);
  const { codes, hashes } = await newRecoveryCodes();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await spendStaffToken(tx, token))) throw linkLapsed();
    // A link sets up an account without a sign-in only; any other open link of it is spent with it.
    await spendSetupLinksOf(tx, staff.id);
    const [done] = await tx
      .update(staffAccounts)
      .set({
        passwordHash,
        totpSecret: staff.totpPendingSecret,
        totpPendingSecret: null,
        totpLastStep: step,
        recoveryCodeHashes: hashes,
        totpEnabledAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(staffAccounts.id, staff.id), isNull(staffAccounts.disabledAt), isNull(staffAccounts.passwordHash)))
      .returning({ id: staffAccounts.id });
    if (!done) throw linkLapsed();
    await appendAudit(tx, accountActor(staff), {
      action: 'staff.setup-complete',
      recordKind: 'staff',
      recordId: staff.id,
      recordNumber: staff.email,
    });
  });
  await securityEvent(db, 'staff-setup-completed', `staff:${staff.email}`, { role: staff.role });
  return { recoveryCodes: codes };
}
