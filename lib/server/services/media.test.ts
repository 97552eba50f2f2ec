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

describe("a picture's focus (issue 36)", () => {
  it('is the centre unless chosen, is kept with the picture, and a new choice on the same file moves it and is audited', async () => {
    const plain = await uploadMedia(db, SHELL, { alt: '港區全景', data: await picture(30) });
    expect(plain).toMatchObject({ focusX: 50, focusY: 50 });
    const data = await picture(60);
    const first = await uploadMedia(db, SHELL, { alt: '碼頭邊的曳引車', data, focusX: 20, focusY: 70 });
    expect(first).toMatchObject({ focusX: 20, focusY: 70 });
    expect((await mediaLibrary(db, SHELL)).find((entry) => entry.url === first.url)).toMatchObject({ focusX: 20, focusY: 70 });
    // Uploaded again without a choice, the focus stays.
    expect(await uploadMedia(db, SHELL, { alt: '碼頭邊的曳引車', data })).toMatchObject({ focusX: 20, focusY: 70 });
    const moved = await uploadMedia(db, SHELL, { alt: '碼頭邊的曳引車', data, focusX: 80, focusY: 30 });
    expect(moved).toMatchObject({ focusX: 80, focusY: 30 });
    const name = first.url.split('/').pop()!;
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordNumber, name), eq(auditLog.action, 'media.focus-update')));
    expect([entry.before, entry.after]).toEqual([{ 焦點: '左 20%、上 70%' }, { 焦點: '左 80%、上 30%' }]);
  });
});
