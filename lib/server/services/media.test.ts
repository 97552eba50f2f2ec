/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { openTestDatabase } from '@/lib/testing/test-database';
import type { Db } from '../db/client';
import { auditLog } from '../db/staff-schema';
import { SHELL } from './sales/actor';
import { mediaLibrary, uploadMedia } from './media';

jest.mock('server-only', () => ({}));
jest.setTimeout(60_000);

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

/** A 400 × 200 PNG of one color, in base64 as the console sends it. */
const picture = async (red: number) =>
  (
    await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: red, g: 90, b: 40 } } })
      .png()
      .toBuffer()
  ).toString('base64');

describe('the same picture uploaded again with other words', () => {
  it('keeps the new alt text, which the library then offers, and audits the change from the old', async () => {
    const data = await picture(200);
    const first = await uploadMedia(db, SHELL, { alt: '紅色曳引車正面', data });
    const again = await uploadMedia(db, SHELL, { alt: '紅色曳引車停在港區', data });
    expect(again.url).toBe(first.url);
    expect(again.alt).toBe('紅色曳引車停在港區');
    expect((await mediaLibrary(db, SHELL)).find((entry) => entry.url === first.url)?.alt).toBe('紅色曳引車停在港區');
    const name = first.url.split('/').pop()!;
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordKind, 'media'), eq(auditLog.recordNumber, name)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['media.upload', 'media.alt-update']);
    expect([entries[1].before, entries[1].after]).toEqual([{ 替代文字: '紅色曳引車正面' }, { 替代文字: '紅色曳引車停在港區' }]);
  });

  it('with the same words, changes nothing and writes no entry', async () => {
    const data = await picture(120);
    const first = await uploadMedia(db, SHELL, { alt: '藍色貨車側面', data });
    await uploadMedia(db, SHELL, { alt: '藍色貨車側面', data });
    const name = first.url.split('/').pop()!;
    expect(await db.select().from(auditLog).where(eq(auditLog.recordNumber, name))).toHaveLength(1);
  });
});
