/** @jest-environment node */
import { refusal } from '@/lib/testing/refusal';
import { randomUUID } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import { formatDate, taipeiDayStart, taipeiToday } from '@/lib/format/dates';
import { memoryDatabase } from '@/lib/testing/memory-database';
import type { Db } from '../../db/client';
import { contracts, deliveries, deliveryMilestones, outbox, preorders } from '../../db/schema';
import { milestoneDateChanges } from '../../db/pipeline-schema';
import { seed } from '../../seed/seed';
import { getDelivery } from '../contracts';
import { SHELL } from './actor';
import { recordSignature } from './contract-actions';
import { completeMilestone, planMilestone } from './delivery-actions';
import { convertPreorder } from './preorder-actions';
import { waiveReview } from '../review-waiver';
import { timelineOf } from './timeline';

// Issue 36: a delivery's plan is always in step order. Moving 生產完成 later left 到港／出廠 before it.

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
}, 60_000);
afterAll(() => close());

const DAY = 86_400_000;
const today = taipeiDayStart(taipeiToday());
const day = (offset: number) => new Date(today.getTime() + offset * DAY);

/** A seeded pre-order turned into a contract, signed with its deposit paid: its delivery under way. */
let made = 0;
async function signedContract() {
  const [seeded] = await db.select().from(preorders).where(eq(preorders.status, 'contacting')).limit(1);
  made += 1;
  const [preorder] = await db
    .insert(preorders)
    .values({ ...seeded, id: randomUUID(), number: `PO20260101-${String(made).padStart(6, '0')}` })
    .returning();
  const contract = await convertPreorder(db, SHELL, preorder.number);
  await waiveReview(db, contract.memberId, contract.id);
  await recordSignature(db, SHELL, contract.number, {
    signedOn: today,
    deposit: { amount: contract.price.deposit, paidOn: today, method: 'transfer' },
  });
  return contract;
}

async function planOf(contractId: string) {
  const rows = await db
    .select({
      id: deliveryMilestones.id,
      step: deliveryMilestones.step,
      label: deliveryMilestones.label,
      plannedAt: deliveryMilestones.plannedAt,
    })
    .from(deliveryMilestones)
    .innerJoin(deliveries, eq(deliveries.id, deliveryMilestones.deliveryId))
    .where(eq(deliveries.contractId, contractId))
    .orderBy(asc(deliveryMilestones.step));
  return rows;
}
const datesOf = async (contractId: string) =>
  Object.fromEntries((await planOf(contractId)).map((row) => [row.label, formatDate(row.plannedAt!)]));

/** What a refused call says. */
const refusalMessage = async (promise: Promise<unknown>) => (await refusal(promise)).message;

describe('moving a milestone keeps the plan in step order', () => {
  it('moving 生產完成 later moves every later step by as many days, each move kept with the same reason, and mails the whole new plan', async () => {
    const contract = await signedContract();
    const before = await datesOf(contract.id);
    const built = (await planOf(contract.id)).find((row) => row.label === '生產完成')!;
    const moveTo = new Date(taipeiDayStart(taipeiToday(built.plannedAt!)).getTime() + 5 * DAY);

    await planMilestone(db, SHELL, contract.number, { step: built.step, plannedOn: moveTo, reason: 'parts' });

    const after = await datesOf(contract.id);
    const later = (label: string, days: number) =>
      formatDate(new Date(taipeiDayStart(before[label].replaceAll('/', '-')).getTime() + days * DAY));
    expect(Object.keys(before)).toEqual(['合約成立', '排產', '生產完成', '到港／出廠', '領牌', '交車']);
    expect(after).toEqual({
      ...before,
      生產完成: later('生產完成', 5),
      '到港／出廠': later('到港／出廠', 5),
      領牌: later('領牌', 5),
      交車: later('交車', 5),
    });
    const moves = await db.select().from(milestoneDateChanges).where(eq(milestoneDateChanges.contractId, contract.id));
    expect(moves).toHaveLength(4);
    expect(new Set(moves.map((move) => move.reason))).toEqual(new Set(['parts']));
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.contractId, contract.id));
    expect(formatDate(delivery.estimatedAt!)).toBe(after['交車']);
    const [mail] = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail.text).toContain(`「生產完成」的預計日期由 ${before['生產完成']} 改為 ${after['生產完成']}`);
    expect(mail.text).toContain(`「到港／出廠」${before['到港／出廠']} → ${after['到港／出廠']}`);
    expect(mail.text).toContain(`「交車」${before['交車']} → ${after['交車']}`);
    const member = await getDelivery(db, contract.memberId, contract.id);
    const shipped = member.milestones.find((milestone) => milestone.label === '到港／出廠')!;
    expect(shipped.moves).toEqual([
      expect.objectContaining({ oldDate: expect.any(String), newDate: shipped.plannedAt, reason: '零件供應' }),
    ]);
    const timeline = await timelineOf(db, { preorderId: contract.preorderId, placedAt: contract.createdAt, contractId: contract.id }, true);
    expect(timeline.at(-1)!.detail).toContain(`「到港／出廠」${before['到港／出廠']} → ${after['到港／出廠']}`);
  }, 30_000);

  it('refuses a date earlier than the step before it, naming that step and its date, and writes nothing', async () => {
    const contract = await signedContract();
    const before = await datesOf(contract.id);
    const shipped = (await planOf(contract.id)).find((row) => row.label === '到港／出廠')!;
    const built = (await planOf(contract.id)).find((row) => row.label === '生產完成')!;
    const tooEarly = new Date(taipeiDayStart(taipeiToday(built.plannedAt!)).getTime() - DAY);

    expect(
      await refusalMessage(planMilestone(db, SHELL, contract.number, { step: shipped.step, plannedOn: tooEarly, reason: 'shipping' })),
    ).toBe(`「到港／出廠」不能早於「生產完成」的預計日期 ${before['生產完成']}`);
    expect(await datesOf(contract.id)).toEqual(before);
  }, 30_000);

  it('moving a date earlier moves only that step', async () => {
    const contract = await signedContract();
    const before = await datesOf(contract.id);
    const shipped = (await planOf(contract.id)).find((row) => row.label === '到港／出廠')!;
    const earlier = new Date(taipeiDayStart(taipeiToday(shipped.plannedAt!)).getTime() - 2 * DAY);

    await planMilestone(db, SHELL, contract.number, { step: shipped.step, plannedOn: earlier, reason: 'shipping' });

    expect(await datesOf(contract.id)).toEqual({ ...before, '到港／出廠': formatDate(earlier) });
  }, 30_000);

  it('the date unchanged says so, not that a reason is missing, though the plan was made at a time of day', async () => {
    const contract = await signedContract();
    const built = (await planOf(contract.id)).find((row) => row.label === '生產完成')!;
    const sameDay = taipeiDayStart(taipeiToday(built.plannedAt!));
    await db
      .update(deliveryMilestones)
      .set({ plannedAt: new Date(sameDay.getTime() + 10 * 3_600_000) })
      .where(eq(deliveryMilestones.id, built.id));

    expect(await refusalMessage(planMilestone(db, SHELL, contract.number, { step: built.step, plannedOn: sameDay }))).toBe(
      `「生產完成」的預計日期已是 ${formatDate(sameDay)}，日期未變更`,
    );
  }, 30_000);

  it('refuses to mark a step done on a day after a later step is planned, naming it', async () => {
    const contract = await signedContract();
    const built = (await planOf(contract.id)).find((row) => row.label === '生產完成')!;
    await db
      .update(deliveryMilestones)
      .set({ plannedAt: day(-1) })
      .where(eq(deliveryMilestones.id, built.id));
    const [row] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row.status).toBe('signed');

    expect(await refusalMessage(completeMilestone(db, SHELL, contract.number, { doneOn: today }))).toBe(
      `「生產完成」的預計日期 ${formatDate(day(-1))} 早於完成日期，請先更新「生產完成」的預計日期`,
    );
  }, 30_000);
});
