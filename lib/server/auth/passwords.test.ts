/**
 * @jest-environment node
 */
import { assertPasswordAllowed, isContextPassword } from './passwords';

describe('isContextPassword', () => {
  it.each(['Tailan2026!', 'TAILAN-TRUCKS', 'tailantrucks', 'Truck-Portal-88', '泰嵐商用車2026', '泰嵐卡車', 'member password'])(
    'refuses %j, made of nothing but the site\u2019s words',
    (password) => {
      expect(isContextPassword(password)).toBe(true);
    },
  );

  it.each(['Blue-Truck-Harbor-88', 'Tailan-Demo-2026', 'gravel-truck-on-the-east-coast', '12345678901', '我的貨車在高雄港'])(
    'allows %j, which has words of its own',
    (password) => {
      expect(isContextPassword(password)).toBe(false);
    },
  );
});

describe('assertPasswordAllowed', () => {
  it('answers V00001 on the field, in Chinese, for a password of the site\u2019s words', () => {
    expect(() => assertPasswordAllowed('Tailan2026!', 'newPassword')).toThrow(
      expect.objectContaining({
        code: 'V00001',
        data: { errors: [{ path: 'newPassword', message: expect.stringContaining('本站名稱') }] },
      }),
    );
  });

  it('still refuses a common password, and lets a good one through', () => {
    expect(() => assertPasswordAllowed('password123')).toThrow(expect.objectContaining({ code: 'V00001' }));
    expect(() => assertPasswordAllowed('Harbor-Lantern-Blue-42')).not.toThrow();
  });
});
