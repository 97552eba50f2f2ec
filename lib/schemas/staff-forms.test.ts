/** @jest-environment node */
import { MAX_ORDER_TOTAL } from '@/lib/format/money';
import { signSchema } from './staff-forms';

const signing = (depositAmount: number) => ({
  version: 1,
  signedOn: '2026-11-20',
  depositAmount,
  depositPaidOn: '2026-11-20',
  depositMethod: 'transfer',
});

describe('signSchema', () => {
  it('takes the deposit of a contract above NT$ 2 billion (5% of 30 trucks at NT$ 100 million)', () => {
    expect(signSchema.safeParse(signing(150_000_000)).success).toBe(true);
  });

  it('refuses a deposit beyond the limit of every amount, in words', () => {
    const result = signSchema.safeParse(signing(MAX_ORDER_TOTAL + 1));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['depositAmount', '訂金不可超過新臺幣 100 億元'],
    ]);
  });
});
