/** @jest-environment node */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { brand } from '@/lib/site/brand';
import { formatTwd } from '@/lib/format/money';
import { memoryDatabase } from '@/lib/testing/memory-database';
import type { Db } from '../db/client';
import { members, outbox, preorders, vehicleFamilies } from '../db/schema';
import { auditLog, dealers, staffAccounts } from '../db/staff-schema';
import { ApiFailure } from '../core/api-failure';
import { seed } from '../seed/seed';
import { loadFamilyDetail } from './catalog';
import { createPreorder } from './preorders';
import { cancelOwnPreorder } from './preorder-cancel';
import { setStaffNoticePrefs } from './staff-notices';
import { SHELL } from './sales/actor';
import { assignPreorder } from './sales/assignments';
import { cancelPreorder, convertPreorder } from './sales/preorder-actions';
import { timelineOf } from './sales/timeline';
import { plainPreorder } from '@/lib/testing/plain-order';

// Issue 36: a pre-order of NT$ 8.3 million brought no mail at all, the buyer could not cancel one
// though the terms say they may, and the cancellation mail named no dealer to call.

let db: Db;
let close: () => Promise<void>;
let member: typeof members.$inferSelect;
let other: typeof members.$inferSelect;
let dealer: typeof dealers.$inferSelect;
let dealerStaff: Array<typeof staffAccounts.$inferSelect>;
let family: NonNullable<Awaited<ReturnType<typeof loadFamilyDetail>>>;
let keys = 0;

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
  const active = await db.select().from(members).where(eq(members.status, 'active')).orderBy(members.email);
  member = active[0];
  other = active[1];
  const [{ id }] = await db.select({ id: vehicleFamilies.id }).from(vehicleFamilies).where(eq(vehicleFamilies.published, true)).limit(1);
  family = (await loadFamilyDetail(db, id))!;
}, 60_000);
afterAll(() => close());

async function place(by = member, quantity = 2) {
  keys += 1;
  const answer = await createPreorder(db, by.id, `mails-${keys}-key`, plainPreorder(family, quantity));
  const [row] = await db.select().from(preorders).where(eq(preorders.id, answer.data.uuid));
  [dealer] = await db.select().from(dealers).where(eq(dealers.code, row.dealerCode));
  dealerStaff = await db.select().from(staffAccounts).where(eq(staffAccounts.dealerCode, row.dealerCode)).orderBy(staffAccounts.email);
  return row;
}

const mailsTo = (address: string) => db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.createdAt));
const mailsAbout = async (address: string, number: string) => (await mailsTo(address)).filter((mail) => mail.subject.includes(number));

describe('the receipt', () => {
  it("mails the buyer at once: the pre-order's number, the configuration in words, quantity, total, deposit and when it is due, the dealer and when they call, how to cancel", async () => {
    const row = await place();
    const [receipt, ...more] = await mailsAbout(member.email, row.number);
    expect(more).toHaveLength(0);
    expect(receipt.subject).toBe(`【${brand.name}】預購單 ${row.number}：已收到您的預購`);
    expect(receipt.text).toContain(`${member.name} 您好`);
    expect(receipt.text).toContain(family.name);
    expect(receipt.text).toContain(family.colors[0].name);
    expect(receipt.text).toContain('數量：2 台');
    expect(receipt.text).toContain(`總價（含稅）：${formatTwd(row.total)}`);
    expect(receipt.text).toContain(`訂金（簽約時支付）：${formatTwd(row.deposit)}`);
    expect(receipt.text).toContain('送出預購不需付款');
    expect(receipt.text).toContain(`${dealer.name}（電話 ${dealer.phone}）`);
    expect(receipt.text).toContain('3 個工作天內');
    expect(receipt.text).toMatch(/簽約前.*取消/);
    expect(receipt.text).not.toMatch(/\b(north|south|submitted)\b/);
  });

  it('is no second mail when the same request is sent again (its idempotency key)', async () => {
    const row = await place();
    const before = (await mailsTo(member.email)).length;
    await createPreorder(db, member.id, `mails-${keys}-key`, plainPreorder(family, 2));
    expect(await mailsTo(member.email)).toHaveLength(before);
    expect(await mailsAbout(member.email, row.number)).toHaveLength(1);
  });
});

describe("the dealer's people", () => {
  it('are each told of a new pre-order by name, with the buyer and how to reach them, unless they turned the notice off or have not set up their account', async () => {
    const row = await place();
    expect(dealerStaff.length).toBeGreaterThan(0);
    for (const person of dealerStaff) {
      const [notice] = await mailsAbout(person.email, row.number);
      expect(notice.subject).toBe(`【${brand.name}】預購單 ${row.number}：新預購單`);
      expect(notice.text).toContain(`${person.name} 您好`);
      expect(notice.text).toContain(member.name);
      expect(notice.text).toContain(member.mobile);
      expect(notice.text).toContain(family.name);
    }
    const [unset] = await db
      .insert(staffAccounts)
      .values({ email: 'not.set.up@staff.example', name: '尚未設定', role: 'dealer_sales', dealerCode: dealer.code })
      .returning();
    const later = await place();
    expect(await mailsAbout(unset.email, later.number)).toHaveLength(0);
    await db.delete(staffAccounts).where(eq(staffAccounts.id, unset.id));
    const [quiet] = dealerStaff;
    const actor = { staffId: quiet.id, name: quiet.name, role: quiet.role, dealerCode: quiet.dealerCode };
    expect(await setStaffNoticePrefs(db, actor, { preorders: false })).toEqual({ preorders: false });
    const next = await place();
    expect(await mailsAbout(quiet.email, next.number)).toHaveLength(0);
    for (const person of dealerStaff.slice(1)) expect(await mailsAbout(person.email, next.number)).toHaveLength(1);
    await setStaffNoticePrefs(db, actor, { preorders: true });
  });

  it('a salesperson assigned a pre-order is mailed about it, unless their notice is off', async () => {
    const row = await place();
    const salesperson = dealerStaff.find((person) => person.role === 'dealer_sales')!;
    const before = (await mailsAbout(salesperson.email, row.number)).length;
    await assignPreorder(db, SHELL, row.number, { assigneeId: salesperson.id });
    const [assigned] = await mailsAbout(salesperson.email, row.number);
    expect((await mailsAbout(salesperson.email, row.number)).length).toBe(before + 1);
    expect(assigned.subject).toBe(`【${brand.name}】預購單 ${row.number}：已指派給您`);
    expect(assigned.text).toContain(member.name);

    const actor = { staffId: salesperson.id, name: salesperson.name, role: salesperson.role, dealerCode: salesperson.dealerCode };
    await setStaffNoticePrefs(db, actor, { preorders: false });
    const next = await place();
    await assignPreorder(db, SHELL, next.number, { assigneeId: salesperson.id });
    expect(await mailsAbout(salesperson.email, next.number)).toHaveLength(0);
    await setStaffNoticePrefs(db, actor, { preorders: true });
  });
});

describe('the buyer cancels their own pre-order', () => {
  it("with a reason: the pre-order is cancelled, the buyer mailed (the dealer's name and phone), the history shows it, the dealer's people mailed", async () => {
    const row = await place();
    const cancelled = await cancelOwnPreorder(db, member.id, row.id, { reason: 'other-vehicle', note: '公司決定改買二手車' });
    expect(cancelled.status).toBe('cancelled');
    const [stored] = await db.select().from(preorders).where(eq(preorders.id, row.id));
    expect(stored.status).toBe('cancelled');
    expect(stored.cancelReason).toBe('改選其他車款：公司決定改買二手車');

    const [mail] = await mailsAbout(member.email, row.number);
    expect(mail.subject).toBe(`【${brand.name}】預購單 ${row.number}：已取消`);
    expect(mail.text).toContain(`您已取消預購單 ${row.number}`);
    expect(mail.text).toContain('原因：改選其他車款：公司決定改買二手車');
    expect(mail.text).toContain(`${dealer.name}（電話 ${dealer.phone}）`);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, row.id), eq(auditLog.action, 'preorder.cancel')));
    expect(entry.actor).toBe(`會員 ${member.name}`);
    const history = await timelineOf(db, { preorderId: row.id, placedAt: row.createdAt, contractId: null }, false);
    expect(history.at(-1)).toMatchObject({ title: '會員已取消預購單', detail: '原因：改選其他車款：公司決定改買二手車' });

    for (const person of dealerStaff) {
      const [notice] = await mailsAbout(person.email, row.number);
      expect(notice.subject).toBe(`【${brand.name}】預購單 ${row.number}：會員已取消`);
      expect(notice.text).toContain(member.name);
      expect(notice.text).toContain('改選其他車款：公司決定改買二手車');
    }
  });

  it('mails only the salesperson it is assigned to, when it is assigned', async () => {
    const row = await place();
    const salesperson = dealerStaff.find((person) => person.role === 'dealer_sales')!;
    const others = dealerStaff.filter((person) => person.id !== salesperson.id);
    await assignPreorder(db, SHELL, row.number, { assigneeId: salesperson.id });
    await cancelOwnPreorder(db, member.id, row.id, { reason: 'changed-plans', note: '' });
    expect((await mailsAbout(salesperson.email, row.number)).map((mail) => mail.subject)).toContain(
      `【${brand.name}】預購單 ${row.number}：會員已取消`,
    );
    for (const person of others)
      expect((await mailsAbout(person.email, row.number)).map((mail) => mail.subject)).not.toContain(
        `【${brand.name}】預購單 ${row.number}：會員已取消`,
      );
  });

  it("is refused with a clear message once a contract exists or when already cancelled, and another member's is N00404, nothing changed", async () => {
    const converted = await place();
    await convertPreorder(db, SHELL, converted.number);
    const afterContract = await cancelOwnPreorder(db, member.id, converted.id, { reason: 'changed-plans', note: '' }).catch((e) => e);
    expect(afterContract).toBeInstanceOf(ApiFailure);
    expect(afterContract).toMatchObject({
      code: 'O00004',
      message: `預購單 ${converted.number} 已簽立合約，無法在網站上取消；如需取消，請聯絡為您服務的經銷商。`,
    });

    const row = await place();
    await cancelOwnPreorder(db, member.id, row.id, { reason: 'changed-plans', note: '' });
    const again = await cancelOwnPreorder(db, member.id, row.id, { reason: 'changed-plans', note: '' }).catch((e) => e);
    expect(again).toMatchObject({ code: 'O00004', message: `預購單 ${row.number} 已經取消了。` });

    const theirs = await place(other);
    const stranger = await cancelOwnPreorder(db, member.id, theirs.id, { reason: 'changed-plans', note: '' }).catch((e) => e);
    expect(stranger).toMatchObject({ code: 'N00404' });
    const [untouched] = await db.select().from(preorders).where(eq(preorders.id, theirs.id));
    expect(untouched.status).toBe('submitted');
    const entries = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.recordId, [theirs.id]));
    expect(entries.map((entry) => entry.action)).toEqual(['preorder.create']);
  });
});

describe("the dealer's cancellation", () => {
  it("mails the buyer the dealer's name and phone to call", async () => {
    const row = await place();
    await cancelPreorder(db, SHELL, row.number, '車系停產');
    const [mail] = await mailsAbout(member.email, row.number);
    expect(mail.subject).toBe(`【${brand.name}】預購單 ${row.number}：已取消`);
    expect(mail.text).toContain('原因：車系停產');
    expect(mail.text).toContain(`${dealer.name}（電話 ${dealer.phone}）`);
  });
});
