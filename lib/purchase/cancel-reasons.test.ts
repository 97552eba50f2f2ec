import { memberCancelReasonText } from './cancel-reasons';

// The reason as the buyer's mail, the dealer's mail and the history say it after 「原因：」.
describe('a buyer’s reason for cancelling, in words', () => {
  it('is the choice, with the buyer’s words after it; 其他原因 is the words alone', () => {
    expect(memberCancelReasonText('price', '')).toBe('價格或付款條件不合適');
    expect(memberCancelReasonText('price', ' 想等明年補助方案 ')).toBe('價格或付款條件不合適：想等明年補助方案');
    expect(memberCancelReasonText('other', '公司決定延後購車')).toBe('公司決定延後購車');
  });
});
