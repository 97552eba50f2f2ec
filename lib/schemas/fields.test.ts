import { loginSchema, memberResetSchema } from './member';
import { passwordField } from './fields';

// ASVS 5.0 6.2.1, 6.2.5, 6.2.8 and 6.2.9: what a password may be, and that it arrives as typed.

describe('a new password', () => {
  it.each([
    ['eight lower-case letters', 'harbourx'],
    ['digits only', '48151623'],
    ['Chinese characters and spaces', '我的卡車 叫做 小藍'],
    ['a passphrase of 64 characters', 'blue truck over the harbour bridge at dawn with twelve tons ahe!'],
    ['128 characters', 'x'.repeat(127) + '!'],
  ])('is taken when it is %s: no rule on which kinds of characters', (_, password) => {
    expect(passwordField.safeParse(password)).toEqual({ success: true, data: password });
  });

  it('is refused under 8 characters or over 128, with the reason in Chinese', () => {
    expect(passwordField.safeParse('seven77').error?.issues[0].message).toBe('密碼至少需要 8 個字');
    expect(passwordField.safeParse('x'.repeat(129)).error?.issues[0].message).toBe('密碼不可超過 128 個字');
  });
});

describe('a password is checked exactly as typed', () => {
  it('keeps spaces at either end and the letter case, at login and when changing it', () => {
    expect(loginSchema.parse({ account: ' Wang@Example.com ', password: '  Harbour Bridge  ' })).toEqual({
      account: 'wang@example.com',
      password: '  Harbour Bridge  ',
    });
    expect(memberResetSchema.parse({ oldPassword: ' Old-Pass ', newPassword: ' New Bridge 88 ' })).toEqual({
      oldPassword: ' Old-Pass ',
      newPassword: ' New Bridge 88 ',
    });
  });
});
