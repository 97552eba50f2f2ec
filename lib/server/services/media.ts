import 'server-only';
import { createHash } from 'node:crypto';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { invalidate, registerCache } from '../cache/invalidate';
import { FOCUS_CENTRE, type PictureFocus } from '@/lib/content/picture-focus';
import { mediaName, mediaNamesIn, mediaPath, parseMediaName, parseMediaPath } from '@/lib/content/media-path';
import type { MediaUpload } from '@/lib/schemas/media-forms';
import { may } from '@/lib/staff/roles';
import type { Db, Executor } from '../db/client';
import { media } from '../db/media-schema';
import { fieldFailure, notFound } from '../core/api-failure';
import { PictureRefused, reencode } from '../media/reencode';
import type { Actor } from './sales/actor';
import { appendAudit } from './sales/audit';

// Pictures the editors upload (issue 20): re-encoded (lib/server/media/reencode.ts), named by their
// content and kept in the database, so every instance serves the same bytes under the same name.
// The same picture uploaded twice is stored once, with the alt text of its latest upload.

/** How many pictures the library offers: the newest. */
export const LIBRARY_SIZE = 60;

export async function uploadMedia(db: Db, actor: Actor, input: MediaUpload) {
  if (!may(actor.role, 'upload-media')) throw notFound();
  let picture;
  try {
    picture = await reencode(Buffer.from(input.data, 'base64'));
  } catch (error) {
    if (error instanceof PictureRefused) throw fieldFailure('data', error.message);
    throw error;
  }
  const hash = createHash('sha256').update(picture.bytes).digest('hex');
  const name = mediaName(hash, picture.width, picture.height, picture.format);
  const described = { width: picture.width, height: picture.height, format: picture.format, bytes: picture.bytes.length };
  const record = { recordKind: 'media' as const, recordId: null, recordNumber: name };
  let focusMoved = false;
  const asked = { focusX: input.focusX, focusY: input.focusY };
  const focus = await db.transaction(async (tx) => {
    const fresh = { focusX: asked.focusX ?? FOCUS_CENTRE, focusY: asked.focusY ?? FOCUS_CENTRE };
    const insert = () =>
      tx
        .insert(media)
        .values({ name, ...described, bytes: picture.bytes, alt: input.alt, ...fresh, uploadedBy: actor.staffId })
        .onConflictDoNothing()
        .returning({ name: media.name });
    let [stored] = await insert();
    // The same file again is in an editor's hands again: the housekeeping's 30 days without a use begin anew
    // (services/media-sweep.ts); if the housekeeping deleted it meanwhile, it is stored again.
    if (!stored) {
      const [kept] = await tx.update(media).set({ unreferencedSince: null }).where(eq(media.name, name)).returning({ name: media.name });
      if (!kept) [stored] = await insert();
    }
    if (stored) {
      const { width, height, format, bytes } = described;
      await appendAudit(tx, actor, {
        action: 'media.upload',
        ...record,
        after: { 替代文字: input.alt, 寬度: width, 高度: height, 格式: format, 位元組: bytes, 焦點: focusWords(fresh) },
      });
      return fresh;
    }
    // The same picture again: the editor's new words (and focus, when chosen) replace the old, which the library then offers.
    const [kept] = await tx
      .select({ alt: media.alt, focusX: media.focusX, focusY: media.focusY })
      .from(media)
      .where(eq(media.name, name))
      .for('update');
    const next = { focusX: asked.focusX ?? kept.focusX, focusY: asked.focusY ?? kept.focusY };
    if (kept.alt !== input.alt) {
      await tx.update(media).set({ alt: input.alt }).where(eq(media.name, name));
      await appendAudit(tx, actor, {
        action: 'media.alt-update',
        ...record,
        before: { 替代文字: kept.alt },
        after: { 替代文字: input.alt },
      });
    }
    if (next.focusX !== kept.focusX || next.focusY !== kept.focusY) {
      await tx.update(media).set(next).where(eq(media.name, name));
      await appendAudit(tx, actor, {
        action: 'media.focus-update',
        ...record,
        before: { 焦點: focusWords(kept) },
        after: { 焦點: focusWords(next) },
      });
      focusMoved = true;
    }
    return next;
  });
  // The public pages cut their frames around the focus: they show the new one at once.
  if (focusMoved) invalidate('news', 'magazine', 'catalog');
  return { url: mediaPath(name), ...described, alt: input.alt, ...focus };
}

/** A focus as the audit reads it: 左 30%、上 60%. */
const focusWords = ({ focusX, focusY }: PictureFocus) => `左 ${focusX}%、上 ${focusY}%`;

/** The pictures uploaded, newest first, without their bytes. */
export async function mediaLibrary(db: Executor, actor: Actor) {
  if (!may(actor.role, 'upload-media')) throw notFound();
  const rows = await db
    .select({
      name: media.name,
      width: media.width,
      height: media.height,
      format: media.format,
      bytes: sql<number>`octet_length(${media.bytes})`.mapWith(Number),
      alt: media.alt,
      focusX: media.focusX,
      focusY: media.focusY,
      createdAt: media.createdAt,
    })
    .from(media)
    .orderBy(desc(media.createdAt), asc(media.name))
    .limit(LIBRARY_SIZE);
  return rows.map(({ name, createdAt, ...row }) => ({ url: mediaPath(name), ...row, uploadedAt: createdAt.toISOString() }));
}

/**
 * V00001 on the field when a picture it points at was never uploaded (a typed or pasted address):
 * the public page would show a broken image.
 */
export async function checkPicturesExist(tx: Executor, fields: { path: string; text: string; single?: boolean }[]) {
  for (const { path, text, single } of fields) {
    const names = single ? [parseMediaPath(text)?.name].filter((name): name is string => Boolean(name)) : mediaNamesIn(text);
    if (names.length === 0) continue;
    // Held until the save commits, so the housekeeping cannot delete a picture between this look and the save.
    const found = new Set(
      (await tx.select({ name: media.name }).from(media).where(inArray(media.name, names)).for('key share')).map((row) => row.name),
    );
    const missing = names.find((name) => !found.has(name));
    if (missing) throw fieldFailure(path, `找不到圖片 ${mediaPath(missing)}，請重新上傳`);
  }
}

/** Recently served pictures, so that a page's readers do not each cost a database read (the bytes never change). */
const CACHE_BYTES = 32 * 1024 * 1024;
const served = new Map<string, { bytes: Buffer; format: string }>();
let cachedBytes = 0;
// The bytes never change, but an unused picture is deleted (services/media-sweep.ts): then every instance forgets them.
registerCache((tags) => {
  if (!tags.has('media')) return;
  served.clear();
  cachedBytes = 0;
});

/** A stored picture by its file name, or null. */
export async function readMedia(db: Db, name: string) {
  if (!parseMediaName(name)) return null;
  const hit = served.get(name);
  if (hit) {
    served.delete(name);
    served.set(name, hit);
    return hit;
  }
  const [row] = await db.select({ bytes: media.bytes, format: media.format }).from(media).where(eq(media.name, name));
  if (!row) return null;
  served.set(name, row);
  cachedBytes += row.bytes.length;
  for (const [oldest, entry] of served) {
    if (cachedBytes <= CACHE_BYTES) break;
    served.delete(oldest);
    cachedBytes -= entry.bytes.length;
  }
  return row;
}
