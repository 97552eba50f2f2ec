import { telHref } from './contact-links';

describe('telHref', () => {
  it('dials the digits of a number as people write it', () => {
    expect(telHref('0912-345-678')).toBe('tel:0912345678');
    expect(telHref('(03) 345-6789')).toBe('tel:033456789');
    expect(telHref('+886 912 345 678')).toBe('tel:+886912345678');
  });

  it('dials an extension after a pause', () => {
    expect(telHref('02-2345-6789#123')).toBe('tel:0223456789,123');
    expect(telHref('02-2345-6789 轉 45')).toBe('tel:0223456789,45');
  });
});
