/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { addStaff, openTestDatabase } from '@/lib/testing/test-database';
import type { Db } from '../db/client';
import { auditLog } from '../db/staff-schema';
import { SHELL_ADMIN, type Actor } from './sales/actor';
import { completeStaffSetup, createStaffAccount, openStaffSetup, updateStaffAccount } from './staff-admin';

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
