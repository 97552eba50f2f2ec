/** @jest-environment node */
import { isReadableRouterState } from './router-state';

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('isReadableRouterState', () => {
  it('passes an absent header and the states a client navigation sends', () => {
    expect(isReadableRouterState(undefined)).toBe(true);
    expect(isReadableRouterState(encode(['', { children: ['__PAGE__', {}] }, null, null, true]))).toBe(false);
    expect(isReadableRouterState(encode(['', { children: ['__PAGE__', {}] }, null, null]))).toBe(true);
    expect(
      isReadableRouterState(encode(['', { children: [['id', 'T1', 'd', null], { children: ['__PAGE__', {}] }] }, null, 'refetch'])),
    ).toBe(true);
  });

  it('refuses what Next could not read: two headers, too long, not JSON, the wrong shape', () => {
    expect(isReadableRouterState(['a', 'b'])).toBe(false);
    expect(isReadableRouterState('x'.repeat(40_001))).toBe(false);
    expect(isReadableRouterState('%E0%A4%A')).toBe(false);
    expect(isReadableRouterState(encode({ children: [] }))).toBe(false);
    expect(isReadableRouterState(encode(['', { children: 'x' }]))).toBe(false);
    expect(isReadableRouterState(encode([['id', 'T1', 'zz', null], {}]))).toBe(false);
  });
});
