/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { addStaff, openTestDatabase } from '@/lib/testing/test-database';
import type { Db } from '../../db/client';
import type { Actor } from './actor';
import { appendAudit, auditCsv, listAudit } from './audit';

jest.mock('server-only', () => ({}));
jest.setTimeout(60_000);

let db: Db;
let close: () => Promise<void>;
let admin: Actor;
let salesId: string;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  const row = await addStaff(db, 'auditor@staff.example', 'admin', '系統管理員');
  admin = { staffId: row.id, name: row.name, role: 'admin', dealerCode: null };
  salesId = (await addStaff(db, 'north.sales@staff.example', 'dealer_sales', '張家豪')).id;
  // Signed at half past midnight on 28 November in Taipei: 27 November in UTC.
  await appendAudit(
    db,
    admin,
    {
      action: 'contract.sign',
      recordKind: 'contract',
      recordId: randomUUID(),
      recordNumber: 'C-WORDS-1',
      before: { status: 'reviewing', dealerCode: 'north', assigneeId: salesId, signedAt: null },
      after: {
        status: 'signed',
        dealerCode: 'north',
        assigneeId: salesId,
        signedAt: '2026-11-27T16:30:00.000Z',
        depositMethod: 'transfer',
      },
    },
    new Date('2026-11-27T16:30:00.000Z'),
  );
});
afterAll(() => close());

/** A CSV line's cells, every one quoted and its quotes doubled. */
const cellsOf = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1].replace(/""/g, '"'));

const CODES = /\b(status|dealerCode|assigneeId|signedAt|depositMethod|north|signed|reviewing|transfer|contract\.sign)\b/;

describe('the audit in words', () => {
  it("the page's entry names the action, the record, each field and each code, with times in Taipei's", async () => {
    const { items } = await listAudit(db, admin, { record: 'C-WORDS-1', page: 1 });
    expect(items).toHaveLength(1);
    const [entry] = items;
    expect(entry).toMatchObject({ actionLabel: '記錄簽約與訂金', recordKindLabel: '合約' });
    // One field a line, in the order the database keeps them.
    expect(entry.afterText.split('\n').sort()).toEqual(
      ['狀態：已簽約', '經銷商：泰嵐汽車 桃園營業所', '負責業務：張家豪', '簽約時間：2026/11/28 00:30', '訂金付款方式：銀行匯款'].sort(),
    );
    expect(`${entry.beforeText}\n${entry.afterText}`).not.toMatch(CODES);
  });

  it("the CSV has the words and Taipei's time first, and the raw values in their own columns after them", async () => {
    const csv = await auditCsv(db, admin, { record: 'C-WORDS-1', page: 1 });
    const [columns, row] = csv.replace('\uFEFF', '').trim().split('\r\n').map(cellsOf);
    const cells = Object.fromEntries(row.map((cell, index) => [columns[index], cell]));
    expect(cells).toMatchObject({
      '時間（台北）': '2026/11/28 00:30',
      動作: '記錄簽約與訂金',
      類別: '合約',
      '時間（UTC ISO）': '2026-11-27T16:30:00.000Z',
      動作代碼: 'contract.sign',
      類別代碼: 'contract',
    });
    for (const column of ['時間（台北）', '人員', '動作', '類別', '紀錄', '變更前', '變更後']) expect(cells[column]).not.toMatch(CODES);
    expect(cells['變更後']).toContain('簽約時間：2026/11/28 00:30');
    expect(JSON.parse(cells['變更後（原始資料）'])).toMatchObject({ dealerCode: 'north', status: 'signed', assigneeId: salesId });
  });
});
