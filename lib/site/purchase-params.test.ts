import { notFound } from 'next/navigation';
import { purchaseUuidOrNotFound } from './purchase-params';

jest.mock('next/navigation', () => ({
  notFound: jest.fn(() => {
    throw new Error('NEXT_NOT_FOUND');
  }),
}));

describe('purchaseUuidOrNotFound', () => {
  it('passes a UUID on, in lower case', () => {
    expect(purchaseUuidOrNotFound('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    expect(notFound).not.toHaveBeenCalled();
  });

  it('answers 404 for anything else, before any call is made', () => {
    for (const raw of ['not-a-uuid', '', '3f2504e0-4f89-41d3-9a0c-0305e82c330', "1' OR '1'='1"]) {
      expect(() => purchaseUuidOrNotFound(raw)).toThrow('NEXT_NOT_FOUND');
    }
    expect(notFound).toHaveBeenCalledTimes(4);
  });
});
