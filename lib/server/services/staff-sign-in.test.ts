/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { ApiFailure } from '../core/api-failure';
import { addStaff, openTestDatabase, TEST_STAFF_PASSWORD } from '@/lib/testing/test-database';
import { resolveStaffSession } from '../auth/staff-sessions';
import { logger } from '../core/logger';
import type { Db } from '../db/client';
import { auditLog } from '../db/staff-schema';
import { login } from './login';
import { completeStaffLogin, staffLogin, staffLogout } from './staff-sign-in';

jest.mock('server-only', () => ({}));
jest.mock('../core/logger', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() }, safeReason: () => '' }));
jest.setTimeout(60_000);

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

const device = { userAgent: 'jest', ip: '203.0.113.12' };

/** The failure a call ends in. */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => {
      if (!(error instanceof ApiFailure)) throw error;
      return error;
    },
  );

/** Wrong passwords from one address until the pair must wait: the refusal then. */
async function lockedOut(attempt: () => Promise<unknown>, most = 10) {
  for (let tries = 0; tries < most; tries += 1) {
    const failure = await failureOf(attempt());
    if (failure.code === 'L00003') return failure;
  }
  throw new Error('never locked out');
}

describe('the lockout message', () => {
  it('tells a staff member to ask the administrator: the console has no 忘記密碼', async () => {
    const staff = await addStaff(db, 'locked.staff@staff.example', 'marketing');
    const failure = await lockedOut(() => staffLogin(db, staff.email, 'not-the-password', '203.0.113.10'));
    expect(failure.message).toMatch(/^登入嘗試次數過多，請約 \d+ 秒後再試/);
    expect(failure.message).toContain('請洽系統管理員');
    expect(failure.message).not.toContain('忘記密碼');
  });

  it('says the same after too many wrong codes at the second step', async () => {
    const staff = await addStaff(db, 'wrong.codes@staff.example', 'hq_sales');
    const { challenge } = await staffLogin(db, staff.email, TEST_STAFF_PASSWORD, '203.0.113.12');
    const failure = await lockedOut(() => completeStaffLogin(db, challenge, '000000', '203.0.113.12', device), 12);
    expect(failure.message).toContain('請洽系統管理員');
    expect(failure.message).not.toContain('忘記密碼');
  });

  it('keeps 忘記密碼 for a member, whose site has it', async () => {
    const failure = await lockedOut(() => login(db, 'locked.member@example.com', 'not-the-password', '203.0.113.11'));
    expect(failure.message).toMatch(/^登入嘗試次數過多，請約 \d+ 秒後再試，或以「忘記密碼」重設密碼$/);
  });
});

/** The audit entries of an action on a record (a staff account's e-mail), oldest first. */
const entriesOf = (action: string, recordNumber: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.recordNumber, recordNumber)))
    .orderBy(auditLog.id);

describe('signing in and out of the console, in the audit', () => {
  it('a sign-in names the staff member, the address and the browser; a sign-out the staff member', async () => {
    const staff = await addStaff(db, 'audited@staff.example', 'hq_sales', '陳冠廷');
    const { challenge } = await staffLogin(db, staff.email, TEST_STAFF_PASSWORD, '203.0.113.20');
    const { token } = await completeStaffLogin(db, challenge, await staff.code(), '203.0.113.20', {
      userAgent: 'Firefox 140',
      ip: '203.0.113.20',
    });
    const [entry] = await entriesOf('staff.sign-in', staff.email);
    expect(entry).toMatchObject({ staffId: staff.id, actor: '陳冠廷', recordKind: 'staff', recordId: staff.id });
    expect(entry.after).toEqual({ 來源位址: '203.0.113.20', 瀏覽器: 'Firefox 140', 驗證方式: '驗證器 App' });

    await staffLogout(db, await resolveStaffSession(db, token));
    const [out] = await entriesOf('staff.sign-out', staff.email);
    expect(out).toMatchObject({ staffId: staff.id, actor: '陳冠廷', recordKind: 'staff', recordId: staff.id });
    await expect(resolveStaffSession(db, token)).rejects.toMatchObject({ code: 'A00005' });
  });

  it("a wrong password for an account is in its record's audit, without the password; at most five an hour", async () => {
    const staff = await addStaff(db, 'guessed@staff.example', 'marketing');
    for (let guess = 0; guess < 8; guess += 1) {
      // From eight addresses, so that no pair waits: only the audit's own bound holds the entries back.
      await expect(staffLogin(db, staff.email, `Guess-${guess}-password`, `198.51.100.${guess}`)).rejects.toMatchObject({ code: 'L00002' });
    }
    const entries = await entriesOf('staff.sign-in-failed', staff.email);
    expect(entries).toHaveLength(5);
    expect(entries[0]).toMatchObject({ staffId: null, recordKind: 'staff', recordId: staff.id });
    expect(entries[0].after).toEqual({ 來源位址: '198.51.100.0', 原因: '密碼錯誤', 本小時失敗次數: 1 });
    expect(JSON.stringify(entries)).not.toContain('Guess-');
  });

  it('a wrong code after the right password is audited too: the password is known to someone', async () => {
    const staff = await addStaff(db, 'code.guessed@staff.example', 'marketing');
    const { challenge } = await staffLogin(db, staff.email, TEST_STAFF_PASSWORD, '198.51.100.30');
    await expect(completeStaffLogin(db, challenge, '000000', '198.51.100.30', device)).rejects.toMatchObject({ code: 'C00001' });
    const [entry] = await entriesOf('staff.sign-in-failed', staff.email);
    expect(entry.after).toEqual({ 來源位址: '198.51.100.30', 原因: '驗證碼錯誤' });
  });

  it('an unknown name writes no audit entry: the security log counts it by a keyed hash, never by the name', async () => {
    jest.mocked(logger.warn).mockClear();
    const name = 'nobody.here@staff.example';
    await expect(staffLogin(db, name, 'Some-Password-1', '198.51.100.40')).rejects.toMatchObject({ code: 'L00002' });
    expect(await entriesOf('staff.sign-in-failed', name)).toEqual([]);
    expect(jest.mocked(logger.warn)).toHaveBeenCalledWith(
      expect.objectContaining({ security: 'login-failed', account: expect.stringMatching(/^[0-9a-f]{32}$/) }),
    );
    expect(JSON.stringify(jest.mocked(logger.warn).mock.calls)).not.toContain('nobody.here');
  });
});
