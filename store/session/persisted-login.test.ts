import { hasStoredLogin } from './persisted-login';

const storageWith = (fields: Record<string, string> | string | null) => ({
  getItem: () => (fields === null ? null : typeof fields === 'string' ? fields : JSON.stringify(fields)),
});
const q = (value: string) => JSON.stringify(value);

describe('hasStoredLogin', () => {
  it('is true for a persisted valid login', () => {
    expect(hasStoredLogin(storageWith({ cvWebToken: q('t'), memberUuid: q('m'), isWebValid: q('true') }))).toBe(true);
  });

  it.each([
    ['nothing stored', null],
    ['an L00004 login', { cvWebToken: q('t'), memberUuid: q('m'), isWebValid: q('false') }],
    ['no token', { cvWebToken: q(''), memberUuid: q('m'), isWebValid: q('true') }],
    ['a damaged entry', '{not json'],
  ])('is false for %s', (_name, stored) => {
    expect(hasStoredLogin(storageWith(stored))).toBe(false);
  });
});
