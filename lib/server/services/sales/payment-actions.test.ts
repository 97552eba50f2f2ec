/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { memoryDatabase } from '@/lib/testing/memory-database';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema';
import { seed } from '../../seed/seed';
import { getContract } from '../contracts';
import { SHELL } from './actor';
import { completeMilestone } from './delivery-actions';
import { recordBalancePayment } from './payment-actions';
import { contractRecord } from './record-views';

// Issue 36: completing 交車 alone set 已付清, while the console showed only the deposit as paid.

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
}, 60_000);
afterAll(() => close());

/** The seeded contract on its way, taken to 交車 today. */
async function handedOver() {
  const [row] = await db.select().from(contracts).where(eq(contracts.status, 'delivering'));
  for (;;) {
    const { done } = await completeMilestone(db, SHELL, row.number, { doneOn: new Date() });
    if (done.key === 'handover') break;
  }
  return row;
}

it('交車 alone leaves the balance due; the console and the member read the same paid figure', async () => {
  const row = await handedOver();
  const staffView = await contractRecord(db, SHELL, row.number);
  const memberView = await getContract(db, row.memberId, row.id);
  expect(staffView.contract.status).toBe('delivered');
  expect(staffView.contract.paymentStatus).toBe('deposit-paid');
  expect(memberView.paymentStatus).toBe('deposit-paid');
  expect(memberView.paid).toBe(row.price.deposit);
  expect(staffView.contract.paid).toBe(memberView.paid);
});

it('已付清 comes only once the recorded balance payments cover the total; more than is due is refused', async () => {
  const [row] = await db.select().from(contracts).where(eq(contracts.status, 'delivered'));
  const today = new Date();
  const due = row.price.total - row.price.deposit;
  await recordBalancePayment(db, SHELL, row.number, { amount: 100_000, paidOn: today, method: 'cash' });
  const part = await contractRecord(db, SHELL, row.number);
  expect(part.contract).toMatchObject({ paymentStatus: 'deposit-paid', paid: row.price.deposit + 100_000 });
  expect(part.contract.balancePayments).toEqual([expect.objectContaining({ amount: 100_000, method: 'cash' })]);
  expect(part.timeline.at(-1)).toMatchObject({ title: '收到尾款 NT$ 100,000' });

  await expect(recordBalancePayment(db, SHELL, row.number, { amount: due - 100_000 + 1, paidOn: today, method: 'loan' })).rejects.toThrow(
    `收款金額超過尚待付款的 NT$ ${(due - 100_000).toLocaleString('en-US')}`,
  );
  await recordBalancePayment(db, SHELL, row.number, { amount: due - 100_000, paidOn: today, method: 'loan' });
  const memberView = await getContract(db, row.memberId, row.id);
  expect(memberView).toMatchObject({ paymentStatus: 'paid', paid: row.price.total });
  expect((await contractRecord(db, SHELL, row.number)).contract).toMatchObject({ paymentStatus: 'paid', paid: row.price.total });
});
