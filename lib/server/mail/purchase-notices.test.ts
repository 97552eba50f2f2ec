/** @jest-environment node */
import { brand } from '@/lib/site/brand';
import { taipeiDayStart } from '@/lib/format/dates';
import { planLines, replan } from '@/lib/purchase/delivery-plan';
import { DEFAULT_NOTICE_PREFS } from '@/lib/purchase/notice-prefs';
import { cancelledMail, contractReadyMail, dateMovedMail, dealerWillCallMail, milestoneDoneMail, signedMail } from './purchase-notices';

// Issue 36: the purchase mails' subjects followed two patterns (「預購單 X：…」 and 「合約 X 已…」);
// a reader's inbox lists them best as one: 【brand】record number：what happened.

const to = { email: 'buyer@example.com', name: '吳建宏', prefs: DEFAULT_NOTICE_PREFS };
const dealer = { name: '泰嵐北區經銷商', phone: '02-2345-6789' };
const contract = { uuid: crypto.randomUUID(), number: 'CT20261128-000001' };
const preorder = { uuid: crypto.randomUUID(), number: 'PO20261128-000001' };
const day = new Date('2026-12-01T02:00:00Z');

describe("the purchase mails' subjects", () => {
  it('all read 【brand】record number：what happened', () => {
    const subjects = [
      dealerWillCallMail(to, preorder, dealer).subject,
      contractReadyMail(to, { ...contract, reviewUntil: day, total: 8_300_000 }).subject,
      signedMail(to, contract, { amount: 830_000, paidOn: day, method: 'transfer' }).subject,
      milestoneDoneMail(to, contract, { label: '排產', doneOn: day }).subject,
      dateMovedMail(to, contract, { label: '交車', oldDate: null, newDate: day, reason: 'other', reasonText: '颱風', moved: 0 }, [])
        .subject,
      cancelledMail(to, { kind: 'preorder', ...preorder }, '車系停產', dealer).subject,
      cancelledMail(to, { kind: 'contract', ...contract }, '車系停產', dealer).subject,
    ];
    for (const subject of subjects) expect(subject).toMatch(new RegExp(`^【${brand.name}】(預購單 PO|合約 CT)\\d{8}-\\d{6}：\\S`));
  });
});

describe('the mail of a moved date', () => {
  it('lists the whole new plan in step order, the steps it moved old → new, and the reason once', () => {
    const at = (date: string) => taipeiDayStart(date).toISOString();
    const steps = [
      { step: 1, label: '合約成立', plannedAt: at('2026-12-01'), doneAt: at('2026-12-01') },
      { step: 2, label: '排產', plannedAt: at('2026-12-11'), doneAt: at('2026-12-11') },
      { step: 3, label: '生產完成', plannedAt: at('2027-01-10'), doneAt: null },
      { step: 4, label: '到港／出廠', plannedAt: at('2027-01-11'), doneAt: null },
      { step: 5, label: '交車', plannedAt: at('2027-01-23'), doneAt: null },
    ];
    const plan = replan(steps, 3, taipeiDayStart('2027-01-15'), new Date('2027-01-02T02:00:00Z'));
    if (!plan.ok) throw new Error(plan.message);
    const [own] = plan.changes;
    const mail = dateMovedMail(
      to,
      contract,
      { ...own, reason: 'parts', reasonText: '', moved: plan.changes.length - 1 },
      planLines(steps, plan.changes),
    );
    expect(mail.text).toContain('「生產完成」的預計日期由 2027/01/10 改為 2027/01/15。');
    expect(mail.text).toContain('原因：零件供應');
    expect(mail.text).toContain(
      [
        '1. 「合約成立」已完成 2026/12/01',
        '2. 「排產」已完成 2026/12/11',
        '3. 「生產完成」2027/01/10 → 2027/01/15（變更）',
        '4. 「到港／出廠」2027/01/11 → 2027/01/16（變更）',
        '5. 「交車」2027/01/23 → 2027/01/28（變更）',
      ].join('\n'),
    );
    expect(mail.html).toContain('<li>4. 「到港／出廠」2027/01/11 → 2027/01/16（變更）</li>');
  });
});

describe('the mail that the contract is ready', () => {
  it("points at the contract's full text, where the sentence asks the buyer to read it", () => {
    const mail = contractReadyMail(to, { ...contract, reviewUntil: day, total: 8_300_000 });
    const page = `/member/purchase/contract-text-${contract.uuid}`;
    // The address ends its line, so a mail app that links what looks like one takes nothing after it.
    expect(mail.text).toMatch(new RegExp(`請在網站上審閱合約全文（可下載 PDF）：https?://\\S+${page}\n`));
    expect(mail.html).toContain(`${page}"`);
    expect(mail.text).not.toContain('contract-detail-');
  });
});
