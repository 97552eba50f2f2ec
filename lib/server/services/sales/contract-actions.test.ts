/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { formatDateTime } from '@/lib/format/dates';
import { memoryDatabase } from '@/lib/testing/memory-database';
import type { Db } from '../../db/client';
import { contracts, preorders } from '../../db/schema';
import { auditLog } from '../../db/staff-schema';
import { waiveReview } from '../review-waiver';
import { timelineOf } from './timeline';
import { contractRecord } from './record-views';
import { seed } from '../../seed/seed';
import { SHELL } from './actor';
import { recordSignature } from './contract-actions';
import { convertPreorder } from './preorder-actions';

// Issue 36: the mail, 預購須知 and /order promise that nobody asks for the signature before the
// review period (審閱期) ends; a signature recorded on day 1 broke that promise.

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
}, 60_000);
afterAll(() => close());

const DAY = 86_400_000;
const signing = (deposit: number, on: Date) => ({ signedOn: on, deposit: { amount: deposit, paidOn: on, method: 'transfer' as const } });

/** The seeded pre-order the dealer is calling about, made a contract `now`. */
async function freshContract(now: Date) {
  const [waiting] = await db.select().from(preorders).where(eq(preorders.status, 'contacting')).limit(1);
  return convertPreorder(db, SHELL, waiting.number, undefined, now);
}

describe('recording the signature within the review period', () => {
  const madeAt = new Date();
  let contract: Awaited<ReturnType<typeof freshContract>>;
  beforeAll(async () => {
    contract = await freshContract(madeAt);
  });

  it('refuses it on day 1, saying until when the period runs and from when it may be recorded, and writes nothing', async () => {
    const dayOne = new Date(madeAt.getTime() + 60_000);
    const failure = await recordSignature(db, SHELL, contract.number, signing(contract.price.deposit, dayOne), undefined, dayOne).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'S00422' });
    const until = formatDateTime(contract.reviewUntil);
    expect((failure as Error).message).toContain(`審閱期至 ${until}`);
    expect((failure as Error).message).toContain(`${until} 起才能記錄簽約`);
    // The console shows the same reason beside the action before anyone tries.
    expect((await contractRecord(db, SHELL, contract.number)).contract.signRefusal).toBe((failure as Error).message);
    const [row] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row).toMatchObject({ status: 'reviewing', signedAt: null });
    const signs = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, contract.id), eq(auditLog.action, 'contract.sign')));
    expect(signs).toHaveLength(0);
  });

  it('records it once the period has ended', async () => {
    const after = new Date(contract.reviewUntil.getTime() + DAY);
    const signed = await recordSignature(db, SHELL, contract.number, signing(contract.price.deposit, after), undefined, after);
    expect(signed.status).toBe('signed');
  });
});

describe("the buyer's waiver of the rest of the period", () => {
  it('lets the dealer record the signature on day 1; the dealer and the buyer see when the buyer waived it', async () => {
    const madeAt = new Date(Date.now() - 2 * DAY);
    const [waiting] = await db.select().from(preorders).where(eq(preorders.status, 'submitted')).limit(1);
    const contract = await convertPreorder(db, SHELL, waiting.number, undefined, madeAt);
    const waivedAt = new Date(madeAt.getTime() + 3_600_000);
    await waiveReview(db, contract.memberId, contract.id, waivedAt);
    await expect(waiveReview(db, contract.memberId, contract.id, waivedAt)).rejects.toThrow(
      `您已於 ${formatDateTime(waivedAt)} 放棄剩餘的審閱期`,
    );

    const record = await contractRecord(db, SHELL, contract.number);
    expect(record.contract.reviewWaivedAt).toBe(waivedAt.toISOString());
    const line = { title: '買方放棄剩餘審閱期', detail: `買方於會員專區聲明，審閱期原訂至 ${formatDateTime(contract.reviewUntil)}` };
    expect(record.timeline).toContainEqual(expect.objectContaining({ ...line, at: waivedAt.toISOString() }));
    const mine = await timelineOf(db, { preorderId: waiting.id, placedAt: waiting.createdAt, contractId: contract.id }, true);
    expect(mine).toContainEqual(expect.objectContaining(line));

    const now = new Date();
    const signed = await recordSignature(db, SHELL, contract.number, signing(contract.price.deposit, now), undefined, now);
    expect(signed.status).toBe('signed');
  });

  it("is no one else's to give: another member gets N00404", async () => {
    const [row] = await db.select().from(contracts).where(eq(contracts.status, 'reviewing')).limit(1);
    const [other] = await db.select().from(contracts).where(eq(contracts.status, 'delivering')).limit(1);
    expect(other.memberId).not.toBe(row.memberId);
    await expect(waiveReview(db, other.memberId, row.id)).rejects.toMatchObject({ code: 'N00404' });
  });
});
