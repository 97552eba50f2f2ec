/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { addStaff, openTestDatabase } from '@/lib/testing/test-database';
import type { Db } from '../db/client';
import { auditLog, staffAccounts, staffSessions } from '../db/staff-schema';
import { createStaffSession, resolveStaffSession } from '../auth/staff-sessions';
import { SHELL_ADMIN, type Actor } from './sales/actor';
import {
  completeStaffSetup,
  createStaffAccount,
  endStaffSessionsOfAccount,
  listStaffAccounts,
  openStaffSetup,
  updateStaffAccount,
} from './staff-admin';

jest.mock('server-only', () => ({}));
jest.mock('../core/logger', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() }, safeReason: () => '' }));
jest.setTimeout(60_000);

let db: Db;
let close: () => Promise<void>;
let admin: Actor;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  const row = await addStaff(db, 'the.admin@staff.example', 'admin', '系統管理員');
  admin = { staffId: row.id, name: row.name, role: 'admin', dealerCode: null };
});
afterAll(() => close());

/** The audit entries about a staff account, by its e-mail, oldest first. */
const entriesAbout = (email: string, action?: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordNumber, email), action ? eq(auditLog.action, action) : undefined))
    .orderBy(auditLog.id);

describe('staff accounts in the audit', () => {
  it('completing the set-up link is audited as done by the new staff member', async () => {
    const email = 'new.hire@staff.example';
    const { account, link } = await createStaffAccount(
      db,
      SHELL_ADMIN,
      { email, name: '蔡宗翰', phone: '', role: 'marketing', dealerCode: null },
      'return',
    );
    const token = new URL(link!).hash.slice(1);
    const { secret } = await openStaffSetup(db, token);
    await completeStaffSetup(db, token, 'Lantern-Harbor-Crane-88', await generate({ secret }));
    const [done] = await entriesAbout(email, 'staff.setup-complete');
    expect(done).toMatchObject({ staffId: account.uuid, actor: '蔡宗翰', recordKind: 'staff', recordId: account.uuid });
  });

  it('saving an account with nothing changed writes no entry; a change names its fields in Chinese', async () => {
    const staff = await addStaff(db, 'unchanged@staff.example', 'marketing', '郭雅婷');
    const before = (await entriesAbout(staff.email)).length;
    await updateStaffAccount(db, admin, staff.id, { role: 'marketing', dealerCode: null, disabled: false });
    expect(await entriesAbout(staff.email)).toHaveLength(before);

    await updateStaffAccount(db, admin, staff.id, { role: 'hq_sales', dealerCode: null, disabled: false });
    const [changed] = await entriesAbout(staff.email, 'staff.update');
    expect([changed.before, changed.after]).toEqual([{ 角色: '行銷' }, { 角色: '總公司業務' }]);
  });
});

const device = { userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131', ip: '203.0.113.9' };

describe("the administrator's list of accounts (issue 36)", () => {
  it('shows when each person last signed in, and null for one who never did', async () => {
    const never = await addStaff(db, 'never.signed@staff.example', 'marketing', '從未登入');
    const signed = await addStaff(db, 'signed.in@staff.example', 'hq_sales', '登入過');
    await createStaffSession(db, signed.id, device);
    await db.update(staffSessions).set({ createdAt: new Date('2026-11-20T01:00:00Z') });
    const latest = new Date();
    await createStaffSession(db, signed.id, device);
    const list = await listStaffAccounts(db, admin);
    expect(list.find((account) => account.uuid === never.id)?.lastSignInAt).toBeNull();
    const seen = new Date(list.find((account) => account.uuid === signed.id)!.lastSignInAt!).getTime();
    expect(Math.abs(seen - latest.getTime())).toBeLessThan(5_000);
  });

  it('keeps its order, oldest first and by e-mail among accounts made at once, whatever is changed', async () => {
    const at = new Date('2026-01-05T02:00:00Z');
    const made = ['c.same@staff.example', 'a.same@staff.example', 'b.same@staff.example'];
    for (const email of made)
      await db
        .update(staffAccounts)
        .set({ createdAt: at })
        .where(eq(staffAccounts.id, (await addStaff(db, email, 'marketing')).id));
    const order = async () => (await listStaffAccounts(db, admin)).map((account) => account.email).filter((email) => made.includes(email));
    expect(await order()).toEqual(['a.same@staff.example', 'b.same@staff.example', 'c.same@staff.example']);
    const [first] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, 'a.same@staff.example'));
    for (const disabled of [true, false, true]) await updateStaffAccount(db, admin, first.id, { disabled });
    await updateStaffAccount(db, admin, first.id, { role: 'hq_sales' });
    expect(await order()).toEqual(['a.same@staff.example', 'b.same@staff.example', 'c.same@staff.example']);
  });

  it("one call ends every open session of a person, audited with how many; none open writes nothing; never the administrator's own", async () => {
    const person = await addStaff(db, 'two.desks@staff.example', 'hq_sales', '兩台電腦');
    const tokens = [await createStaffSession(db, person.id, device), await createStaffSession(db, person.id, device)];
    expect(await endStaffSessionsOfAccount(db, admin, person.id)).toEqual({ ended: 2 });
    for (const token of tokens) await expect(resolveStaffSession(db, token)).rejects.toMatchObject({ code: 'A00005' });
    const [entry] = await entriesAbout(person.email, 'staff.end-sessions');
    expect(entry).toMatchObject({ actor: admin.name, recordKind: 'staff', recordId: person.id, after: { 結束的登入: 2 } });
    expect(await endStaffSessionsOfAccount(db, admin, person.id)).toEqual({ ended: 0 });
    expect(await entriesAbout(person.email, 'staff.end-sessions')).toHaveLength(1);
    await expect(endStaffSessionsOfAccount(db, admin, admin.staffId!)).rejects.toMatchObject({ code: 'S00422' });
    const marketer = { staffId: person.id, name: person.name, role: 'marketing' as const, dealerCode: null };
    await expect(endStaffSessionsOfAccount(db, marketer, admin.staffId!)).rejects.toMatchObject({ code: 'N00404' });
  });
});
