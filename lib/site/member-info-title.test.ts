import { memberInfoTitle } from './member-info-title';

describe("/member/info's title", () => {
  it('names a company its 企業基本資料 and a person their 個人基本資料', () => {
    expect(memberInfoTitle('enterprise')).toBe('企業基本資料');
    expect(memberInfoTitle('individual')).toBe('個人基本資料');
    expect(memberInfoTitle(undefined)).toBe('個人基本資料');
  });
});
