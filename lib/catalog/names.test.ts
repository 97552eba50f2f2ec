import { sameName } from './names';

describe('names a buyer could not tell apart', () => {
  it('are one name whatever their width, capitals and spaces', () => {
    expect(sameName('極地 白', '極地白')).toBe(true);
    expect(sameName('ＲＥＤ', 'red')).toBe(true);
    expect(sameName('Metallic', ' metallic ')).toBe(true);
    expect(sameName('極地　白', '極地白')).toBe(true);
  });

  it('are different names when their letters differ', () => {
    expect(sameName('極地白', '極地銀')).toBe(false);
    expect(sameName('R4.1', 'R4.10')).toBe(false);
  });
});
