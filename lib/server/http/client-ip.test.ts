/** @jest-environment node */
import { clientIp, sourceOf } from './client-ip';

jest.mock('server-only', () => ({}));

describe('the source the limits count', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::1', '::1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['fd12:3456:789a:1::42', 'fd12:3456:789a:1::/64'],
  ])('%s counts as %s', (address, source) => {
    expect(sourceOf(address)).toBe(source);
  });

  it('is one source for every address of an IPv6 subscriber, and another for the next block', () => {
    const of = (address: string) => clientIp(new Headers({ 'x-forwarded-for': address }));
    expect(of('2001:db8:aa:bb::1')).toBe(of('2001:db8:aa:bb:dead:beef:0:7'));
    expect(of('2001:db8:aa:bc::1')).not.toBe(of('2001:db8:aa:bb::1'));
  });
});
