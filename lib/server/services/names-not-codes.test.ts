/** @jest-environment node */
import { eq, isNotNull } from 'drizzle-orm';
import { CONTRACT_STATUS_LABELS, PAYMENT_STATUS_LABELS, PREORDER_STATUS_LABELS } from '@/lib/purchase/states';
import type { FrozenConfiguration } from '@/lib/sale/pricing';
import { DRAWING_NAMES } from '@/lib/content/drawing-names';
import { planLines } from '@/lib/purchase/delivery-plan';
import { memoryDatabase } from '@/lib/testing/memory-database';
import { AUDIT_ACTION_LABELS } from '@/lib/staff/audit-actions';
import { BALANCE_METHOD_LABELS, CONTACT_KIND_LABELS, DATE_MOVE_REASON_LABELS, DEPOSIT_METHOD_LABELS } from '@/lib/staff/pipeline';
import { STAFF_ROLE_LABELS } from '@/lib/staff/roles';
import type { Db } from '../db/client';
import { carParts, contracts, members, outbox, preorders } from '../db/schema';
import { media } from '../db/media-schema';
import { auditLog, dealers, staffAccounts } from '../db/staff-schema';
import * as preorderStaffMails from '../mail/preorder-staff-mail';
import * as purchaseMails from '../mail/purchase-notices';
import * as staffMails from '../mail/staff-mail';
import * as accountMails from '../mail/templates';
import type { MailMessage } from '../mail/templates';
import { seed } from '../seed/seed';
import { SHELL } from './sales/actor';
import { auditNames } from './sales/audit-names';
import { assignPreorder } from './sales/assignments';
import { describe as describeEntry, timelineOf } from './sales/timeline';

// Issue 36: history and mails said 「經銷商 north」 and the console 「擇一組：cargo-body」. Every mail and every
// line of a record's history is read here with the demo data, and none may show an internal code.

jest.mock('server-only', () => ({}));
jest.mock('../core/logger', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() }, safeReason: () => '' }));
jest.setTimeout(120_000);

let db: Db;
let close: () => Promise<void>;
let codes: string[];
beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
  const [dealerRows, staffRows, groups, pictures] = await Promise.all([
    db.select({ code: dealers.code }).from(dealers),
    db.select({ id: staffAccounts.id }).from(staffAccounts),
    db.selectDistinct({ group: carParts.exclusiveGroup }).from(carParts).where(isNotNull(carParts.exclusiveGroup)),
    db.select({ name: media.name }).from(media),
  ]);
  codes = [
    ...dealerRows.map((row) => row.code),
    ...staffRows.map((row) => row.id),
    ...groups.map((row) => row.group!).filter((group) => /^[\w-]+$/.test(group)),
    ...['cargo-body', 'tail-lift', 'crane', 'fifth-wheel', 'fuel-tank', 'retarder'],
    ...pictures.map((row) => row.name),
    ...Object.keys(DRAWING_NAMES).map((path) =>
      path
        .split('/')
        .at(-1)!
        .replace(/\.svg$/, ''),
    ),
    ...[PREORDER_STATUS_LABELS, CONTRACT_STATUS_LABELS, PAYMENT_STATUS_LABELS, STAFF_ROLE_LABELS].flatMap(Object.keys),
    ...[DEPOSIT_METHOD_LABELS, BALANCE_METHOD_LABELS, CONTACT_KIND_LABELS, DATE_MOVE_REASON_LABELS].flatMap(Object.keys),
  ];
}, 120_000);
afterAll(() => close());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The codes a text shows, its links left out (a link's path is no one's reading). */
function codesIn(text: string) {
  const read = text.replace(/https?:\/\/\S+/g, '').replace(/href="[^"]*"/g, '');
  return codes.filter((code) => new RegExp(`(?<![\\w-])${escape(code)}(?![\\w-])`).test(read));
}
const mailCodes = (mail: Pick<MailMessage, 'subject' | 'text' | 'html'>) => codesIn(`${mail.subject}\n${mail.text}\n${mail.html}`);

async function demo() {
  const [preorder] = await db.select().from(preorders).orderBy(preorders.createdAt).limit(1);
  const [member] = await db.select().from(members).where(eq(members.id, preorder.memberId));
  const [dealer] = await db.select().from(dealers).where(eq(dealers.code, preorder.dealerCode));
  const [salesperson] = await db.select().from(staffAccounts).where(eq(staffAccounts.dealerCode, dealer.code)).limit(1);
  const to = { email: member.email, name: member.name, prefs: { contacting: true, milestones: true, dateMoves: true } };
  return { preorder, member, dealer, salesperson, to };
}

describe('names, never codes, in every mail', () => {
  it('every mail the portal sends, rendered with the demo data, names things and shows no internal code', async () => {
    const { preorder, member, dealer, salesperson, to } = await demo();
    const record = { uuid: preorder.id, number: preorder.number };
    const day = new Date('2026-11-27T16:00:00.000Z');
    const forStaff = {
      number: preorder.number,
      familyName: '輕型貨車',
      quantity: 1,
      total: 1_000_000,
      buyer: { name: member.name, phone: '0912345678' },
    };
    const staff = { email: salesperson.email, name: salesperson.name };
    const rendered: Record<string, MailMessage> = {
      registrationCodeMail: accountMails.registrationCodeMail(member.email, preorder.id, '123456'),
      addressTakenMail: accountMails.addressTakenMail(member.email),
      forgetCodeMail: accountMails.forgetCodeMail(member.email, '123456'),
      emailChangeCodeMail: accountMails.emailChangeCodeMail(member.email, '123456'),
      emailChangeTakenMail: accountMails.emailChangeTakenMail(member.email),
      emailChangedMail: accountMails.emailChangedMail(member.email, 'new@example.com', 'token'),
      passwordChangedMail: accountMails.passwordChangedMail(member.email),
      staffSetupMail: staffMails.staffSetupMail(staff.email, staff.name, 'https://portal.example/staff/setup#token'),
      dealerWillCallMail: purchaseMails.dealerWillCallMail(to, record, dealer),
      contractReadyMail: purchaseMails.contractReadyMail(to, { ...record, reviewUntil: day, total: preorder.total }),
      reviewWaivedMail: purchaseMails.reviewWaivedMail(to, { ...record, reviewUntil: day, waivedAt: day }),
      signedMail: purchaseMails.signedMail(to, record, { amount: preorder.deposit, paidOn: day, method: 'transfer' }),
      milestoneDoneMail: purchaseMails.milestoneDoneMail(to, record, { label: '排產', doneOn: day }),
      balanceReceivedMail: purchaseMails.balanceReceivedMail(to, record, {
        amount: 100_000,
        paidOn: day,
        method: 'loan',
        paid: 200_000,
        due: 5,
      }),
      handedOverMail: purchaseMails.handedOverMail(to, record, { doneOn: day, due: 0 }),
      dateMovedMail: purchaseMails.dateMovedMail(
        to,
        record,
        {
          label: '排產',
          oldDate: day,
          newDate: day,
          reason: 'parts',
          reasonText: '',
          moved: 0,
        },
        planLines([{ step: 2, label: '排產', plannedAt: day.toISOString(), doneAt: null }], []),
      ),
      preorderReceiptMail: purchaseMails.preorderReceiptMail(
        to,
        {
          ...record,
          configuration: preorder.configuration as FrozenConfiguration,
          quantity: 1,
          total: preorder.total,
          deposit: preorder.deposit,
        },
        dealer,
      ),
      cancelledMail: purchaseMails.cancelledMail(to, { kind: 'preorder', ...record }, '購車計畫改變', dealer, true),
      newPreorderStaffMail: preorderStaffMails.newPreorderStaffMail(staff, forStaff, { movedBy: '總公司業務 林怡萱' }),
      assignedPreorderStaffMail: preorderStaffMails.assignedPreorderStaffMail(staff, forStaff, '經銷主管 陳建宏'),
      memberCancelledStaffMail: preorderStaffMails.memberCancelledStaffMail(staff, forStaff, '價格或付款條件不合適'),
    };
    // A mail added later is read here too, or this fails.
    const templates = [accountMails, staffMails, purchaseMails, preorderStaffMails].flatMap((module) =>
      Object.keys(module).filter((name) => name.endsWith('Mail')),
    );
    expect(Object.keys(rendered).sort()).toEqual(templates.sort());
    for (const [name, mail] of Object.entries(rendered)) expect({ name, codes: mailCodes(mail) }).toEqual({ name, codes: [] });
    expect(rendered.dealerWillCallMail.text).toContain(dealer.name);
  });

  it('the mails the demo data queued (receipts, the dealer calling, contracts, milestones) show no internal code', async () => {
    const queued = await db.select().from(outbox);
    expect(queued.length).toBeGreaterThan(3);
    for (const mail of queued) expect({ subject: mail.subject, codes: mailCodes(mail) }).toEqual({ subject: mail.subject, codes: [] });
  });
});

describe('names, never codes, in every history', () => {
  it('every kind of timeline line, written as the services write it, names the dealer, the person and the reason', async () => {
    const { dealer, salesperson } = await demo();
    const names = await auditNames(db);
    const day = '2026-11-27T16:00:00.000Z';
    const state = { status: 'signed', dealerCode: dealer.code, assigneeId: salesperson.id, version: 2 };
    const afters: Record<string, Record<string, unknown>> = {
      'preorder.contact': { kind: 'visit', note: '確認車斗', nextStep: '報價' },
      'preorder.cancel': { ...state, status: 'cancelled', cancelReason: '客戶改買他牌', byMember: true },
      'contract.create': { status: 'reviewing', reviewUntil: day, total: 1_000_000 },
      'contract.waive-review': { reviewWaivedAt: day, reviewUntil: day },
      'contract.sign': { ...state, signedAt: day, depositPaid: 100_000, depositPaidOn: day, depositMethod: 'check' },
      'contract.pay': { amount: 1, paidOn: day, method: 'card', balancePaid: 1, paid: 2, due: 3, paymentStatus: 'deposit-paid' },
      'contract.cancel': { ...state, status: 'cancelled', cancelReason: '車輛規格無法配合' },
      'milestone.plan': { label: '排產', oldDate: null, newDate: day, reason: null, reasonText: '' },
      'milestone.move': { label: '排產', oldDate: day, newDate: day, reason: 'shipping', reasonText: '' },
      'milestone.done': { ...state, step: 1, label: '排產', doneAt: day },
    };
    let described = 0;
    for (const action of Object.keys(AUDIT_ACTION_LABELS)) {
      const after = afters[action] ?? state;
      const row = { id: 1, at: new Date(day), staffId: null, actor: salesperson.name, action, recordKind: 'contract' as const };
      const line = describeEntry({ ...row, recordId: null, recordNumber: 'CT20261127-000001', before: state, after }, names);
      if (!line) continue;
      described += 1;
      expect({ action, codes: codesIn(`${line.title}\n${line.detail}`) }).toEqual({ action, codes: [] });
    }
    expect(described).toBeGreaterThanOrEqual(13);
    expect(describeEntry({ ...auditRow('preorder.assign', state), recordKind: 'preorder' }, names)?.detail).toBe(
      `經銷商：${dealer.name}，業務：${salesperson.name}`,
    );
  });

  it("the demo records' histories, as the staff and the member read them, after a dealer moved one, show no internal code", async () => {
    const [moved] = await db.select().from(preorders).where(eq(preorders.status, 'submitted')).limit(1);
    const other = (await db.select().from(dealers)).find((row) => row.code !== moved.dealerCode)!;
    await assignPreorder(db, SHELL, moved.number, { dealerCode: other.code });
    const assigned = await db.select().from(auditLog).where(eq(auditLog.action, 'preorder.assign'));
    expect(assigned.length).toBeGreaterThan(0);
    for (const row of await db.select().from(preorders)) {
      const [contract] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.preorderId, row.id));
      for (const forMember of [false, true]) {
        const lines = await timelineOf(db, { preorderId: row.id, placedAt: row.createdAt, contractId: contract?.id ?? null }, forMember);
        const text = lines.map((line) => `${line.title} ${line.detail} ${line.actor}`).join('\n');
        expect({ number: row.number, forMember, codes: codesIn(text) }).toEqual({ number: row.number, forMember, codes: [] });
      }
    }
  });
});

describe('names, never codes, in the catalog', () => {
  it("the demo catalog's 擇一組 are named in words, as an editor would name them", async () => {
    const groups = await db.selectDistinct({ group: carParts.exclusiveGroup }).from(carParts).where(isNotNull(carParts.exclusiveGroup));
    expect(groups.length).toBeGreaterThan(0);
    for (const { group } of groups) expect(group).toMatch(/\p{Script=Han}/u);
  });
});

const auditRow = (action: string, after: Record<string, unknown>) => ({
  id: 1,
  at: new Date(),
  staffId: null,
  actor: '',
  action,
  recordKind: 'contract' as const,
  recordId: null,
  recordNumber: 'CT20261127-000001',
  before: null,
  after,
});
