/** @jest-environment node */
import { tooMany } from './api-failure';

describe('tooMany', () => {
  it('says a wait of up to a minute in seconds, even right after a send (60 s of a 60 s cooldown)', () => {
    expect(tooMany('C00002', 59.6).message).toContain('約 60 秒後可再試');
    expect(tooMany('C00002', 12.2).message).toContain('約 13 秒後可再試');
  });

  it('says a longer wait in minutes, rounded up, with Retry-After in seconds', () => {
    const failure = tooMany('L00003', 15 * 60);
    expect(failure.message).toContain('約 15 分鐘後再試');
    expect(failure.headers).toEqual({ 'Retry-After': '900' });
  });
});
