import { auditFieldsText } from './audit-fields';

const names = { dealers: { north: '泰嵐汽車 台北營業所' }, staff: { a1b2: '張家豪' } };

describe("an audit entry's fields as the administrator reads them", () => {
  it('names every field (in one order, whatever order the database keeps them in) and every code in words, one field a line', () => {
    expect(
      auditFieldsText({ status: 'signed', dealerCode: 'north', assigneeId: 'a1b2', depositPaid: 150000, version: 3 }, 'contract', names),
    ).toBe('狀態：已簽約\n經銷商：泰嵐汽車 台北營業所\n負責業務：張家豪\n訂金：NT$ 150,000\n版次：3');
    expect(auditFieldsText({ status: 'contacting', assigneeId: null }, 'preorder', names)).toBe('狀態：經銷商聯繫中\n負責業務：未指派');
    expect(auditFieldsText({ 角色: '經銷業務', 經銷商: 'north' }, 'staff', names)).toBe('角色：經銷業務\n經銷商：泰嵐汽車 台北營業所');
    expect(auditFieldsText({ role: 'dealer_manager', depositMethod: 'transfer', kind: 'call' }, 'staff', names)).toBe(
      '訂金付款方式：銀行匯款\n聯繫方式：電話\n角色：經銷主管',
    );
    expect(auditFieldsText({ status: 'withdrawn', category: 'launch', cover: '/images/news/event.svg' }, 'news', names)).toBe(
      '狀態：已下架\n分類：新車發表\n封面圖：活動',
    );
  });

  it("shows times in Taipei's: a signature at 00:30 on 11/28 in Taipei is on 11/28, a day as the day", () => {
    expect(auditFieldsText({ signedAt: '2026-11-27T16:30:00.000Z' }, 'contract', names)).toBe('簽約時間：2026/11/28 00:30');
    expect(auditFieldsText({ depositPaidOn: '2026-11-27T16:00:00.000Z' }, 'contract', names)).toBe('訂金付款日：2026/11/28');
  });

  it('says yes, no and nothing in words, and keeps a text as it is', () => {
    expect(auditFieldsText({ disabled: false, note: '週五回電', byMember: true, cancelReason: null }, 'preorder', names)).toBe(
      '取消原因：（無）\n由會員取消：是\n內容：週五回電\n停用：否',
    );
    expect(auditFieldsText(null, 'preorder', names)).toBe('');
    // A new account's id is no one's reading: the entry names the account by its e-mail beside it.
    expect(auditFieldsText({ uuid: 'dabe0b2a-8998-4694-9a3a-aa51c8b3b272', name: '林怡萱' }, 'staff', names)).toBe('姓名：林怡萱');
  });
});

describe("a formal quote's audit entries", () => {
  it('name the version, its state, the discount and the limit in words and NT$', () => {
    expect(
      auditFieldsText(
        {
          status: 'quoted',
          quoteVersion: 2,
          versionStatus: 'awaiting-approval',
          discount: 120000,
          validUntil: '2026-12-20',
          total: 3880000,
        },
        'quote',
        names,
      ),
    ).toBe('狀態：經銷商已報價\n總價：NT$ 3,880,000\n報價單版次：2\n版本狀態：待主管核准折扣\n折扣：NT$ 120,000\n有效期限：2026-12-20');
    expect(auditFieldsText({ limit: 50000 }, 'dealer', names)).toBe('報價折扣上限：NT$ 50,000');
  });
});
