import { roleChangeWords } from './account-change';

const dealers: Record<string, string> = { north: '桃園營業所', south: '高雄營業所' };
const name = (code: string) => dealers[code];

describe('what a role or dealer change says before it is made', () => {
  it('says nothing when nothing changes', () => {
    expect(roleChangeWords({ role: 'dealer_sales', dealerCode: 'north' }, { role: 'dealer_sales', dealerCode: 'north' }, name)).toEqual([]);
    // A headquarters role has no dealer, whatever the form held.
    expect(roleChangeWords({ role: 'hq_sales', dealerCode: null }, { role: 'hq_sales', dealerCode: 'north' }, name)).toEqual([]);
  });

  it('a promotion within the dealer: the role by name, the sessions end, the records stay', () => {
    expect(roleChangeWords({ role: 'dealer_sales', dealerCode: 'north' }, { role: 'dealer_manager', dealerCode: 'north' }, name)).toEqual([
      '角色：經銷業務 → 經銷主管',
      '所有登入將立即結束，須重新登入。',
    ]);
  });

  it("a move to another dealer names both dealers and gives the person's open records back", () => {
    expect(roleChangeWords({ role: 'dealer_sales', dealerCode: 'north' }, { role: 'dealer_sales', dealerCode: 'south' }, name)).toEqual([
      '經銷商：桃園營業所 → 高雄營業所',
      '所有登入將立即結束，須重新登入。',
      '負責中的預購單與合約（如有）將解除指派，由主管重新指派。',
    ]);
  });

  it('a move to headquarters names the role, the dealer left, and gives the records back', () => {
    expect(roleChangeWords({ role: 'dealer_manager', dealerCode: 'south' }, { role: 'hq_sales', dealerCode: null }, name)).toEqual([
      '角色：經銷主管 → 總公司業務',
      '經銷商：高雄營業所 → 無（總公司）',
      '所有登入將立即結束，須重新登入。',
      '負責中的預購單與合約（如有）將解除指派，由主管重新指派。',
    ]);
  });
});
