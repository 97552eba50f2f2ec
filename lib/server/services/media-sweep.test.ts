/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { parseMediaPath } from '@/lib/content/media-path';
import { memoryDatabase } from '@/lib/testing/memory-database';
import type { Db } from '../db/client';
import { media } from '../db/media-schema';
import { carParts, idempotencyKeys, members, magazineArticles, magazineIssues, news, vehicleFamilies } from '../db/schema';
import { auditLog } from '../db/staff-schema';
import { seed } from '../seed/seed';
import { checkPicturesExist, readMedia, uploadMedia } from './media';
import { sweepUnusedMedia } from './media-sweep';
import type { Actor } from './sales/actor';

// Issue 35, finding 10: a picture nothing points at any more is deleted once it has been uploaded at least
// 30 days and nothing has pointed at it for 30 days; anything that points at it, in any record, keeps it.

const EDITOR: Actor = { staffId: null, name: '行銷測試', role: 'marketing', dealerCode: null };
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-12-01T02:00:00Z');

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await memoryDatabase());
  await seed(db);
}, 60_000);
afterAll(() => close());

/** Uploads a plain picture of its own colour; answers its address and file name. */
async function upload(red: number, uploadedAt: number) {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .png()
    .toBuffer();
  const { url } = await uploadMedia(db, EDITOR, { alt: `測試圖片 ${red}`, data: png.toString('base64') });
  const name = parseMediaPath(url)!.name;
  await db
    .update(media)
    .set({ createdAt: new Date(uploadedAt) })
    .where(eq(media.name, name));
  return { url, name };
}

const stored = async () => (await db.select({ name: media.name }).from(media)).map((row) => row.name).sort();
const deletions = async () =>
  (await db.select().from(auditLog).where(eq(auditLog.action, 'media.delete'))).map((entry) => entry.recordNumber).sort();

describe('unused pictures', () => {
  it('deletes a picture only after 30 days unreferenced and 30 days after upload, and never one a record points at', async () => {
    const old = T0 - 40 * DAY;
    const draftBody = await upload(10, old);
    const scheduledCover = await upload(20, old);
    const articleBody = await upload(30, old);
    const familyImage = await upload(40, old);
    const issueCover = await upload(50, old);
    const partImage = await upload(60, old);
    const inAPreorderAnswer = await upload(70, old);
    const unused = await upload(80, old);
    const inAnEditorsForm = await upload(90, T0 - DAY);

    await db.insert(news).values({
      id: randomUUID(),
      slug: 'sweep-draft',
      title: '草稿',
      category: '公告',
      summary: '摘要',
      body: `前文\n\n![內文圖片](${draftBody.url})\n\n後文`,
      state: 'draft',
      publishedAt: null,
    });
    await db.insert(news).values({
      id: randomUUID(),
      slug: 'sweep-scheduled',
      title: '排程',
      category: '公告',
      summary: '摘要',
      body: '沒有圖片',
      cover: scheduledCover.url,
      state: 'published',
      publishedAt: new Date(T0 + 10 * DAY),
    });
    const issueId = randomUUID();
    await db.insert(magazineIssues).values({
      id: issueId,
      slug: 'sweep-issue',
      issueNo: 9001,
      title: '期別',
      summary: '摘要',
      cover: issueCover.url,
      state: 'draft',
      publishedAt: null,
    });
    await db.insert(magazineArticles).values({
      id: randomUUID(),
      issueId,
      slug: 'sweep-article',
      title: '文章',
      author: '編輯部',
      summary: '摘要',
      body: `![](${articleBody.url})`,
    });
    const [family] = await db.select().from(vehicleFamilies).limit(1);
    await db.update(vehicleFamilies).set({ image: familyImage.url }).where(eq(vehicleFamilies.id, family.id));
    const [part] = await db.select().from(carParts).limit(1);
    await db.update(carParts).set({ image: partImage.url }).where(eq(carParts.id, part.id));
    const [member] = await db.select({ id: members.id }).from(members).limit(1);
    await db.insert(idempotencyKeys).values({
      memberId: member.id,
      key: 'sweep-answer',
      requestHash: 'x',
      status: 201,
      response: { configuration: { family: { image: inAPreorderAnswer.url } } },
    });
    const kept = [draftBody, scheduledCover, articleBody, issueCover, partImage, inAPreorderAnswer];
    // Served once, so this process keeps its bytes in memory.
    expect(await readMedia(db, unused.name)).not.toBeNull();

    // Unreferenced for 40 days before housekeeping first looked: the 30 days count from that look.
    expect(await sweepUnusedMedia(db, T0)).toEqual([]);
    expect(await sweepUnusedMedia(db, T0 + 20 * DAY)).toEqual([]);

    // The family's picture replaced by a drawing: its 30 days begin at the next look.
    await db.update(vehicleFamilies).set({ image: family.image }).where(eq(vehicleFamilies.id, family.id));
    expect(await sweepUnusedMedia(db, T0 + 21 * DAY)).toEqual([]);
    const justUploaded = await upload(100, T0 + 25 * DAY);

    expect((await sweepUnusedMedia(db, T0 + 31 * DAY)).sort()).toEqual([unused.name, inAnEditorsForm.name].sort());
    expect(await stored()).toEqual([...kept, familyImage, justUploaded].map((picture) => picture.name).sort());
    expect(await deletions()).toEqual([unused.name, inAnEditorsForm.name].sort());
    // No copy kept in memory answers for it.
    expect(await readMedia(db, unused.name)).toBeNull();

    expect(await sweepUnusedMedia(db, T0 + 52 * DAY)).toEqual([familyImage.name]);
    expect(await stored()).toEqual([...kept, justUploaded].map((picture) => picture.name).sort());
    for (const picture of kept) expect(await readMedia(db, picture.name)).not.toBeNull();
  });

  it('counts a picture uploaded again as new, so one an editor has just picked up again stays', async () => {
    const picture = await upload(120, T0 - 60 * DAY);
    expect(await sweepUnusedMedia(db, T0)).toEqual([]);
    // 40 days later an editor uploads the same file again, for a text not yet saved.
    await upload(120, T0 - 60 * DAY);
    expect(await sweepUnusedMedia(db, T0 + 40 * DAY)).toEqual([]);
    expect(await stored()).toContain(picture.name);
    expect(await sweepUnusedMedia(db, T0 + 71 * DAY)).toContain(picture.name);
  });

  it('still finds the pictures a save points at, now under a lock held to its commit, and refuses one that is gone', async () => {
    const picture = await upload(140, T0);
    await db.transaction(async (tx) => {
      await checkPicturesExist(tx, [{ path: 'body', text: `![](${picture.url})` }]);
      const failure = await checkPicturesExist(tx, [
        { path: 'cover', text: picture.url.replace(/[0-9a-f]{32}/, '0'.repeat(32)), single: true },
      ]).catch((error) => error);
      expect(failure).toMatchObject({ code: 'V00001', data: { errors: [{ path: 'cover' }] } });
    });
  });
});
