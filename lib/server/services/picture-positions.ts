import 'server-only';
import { inArray } from 'drizzle-orm';
import { CENTRE_POSITION, focusPosition } from '@/lib/content/picture-focus';
import { parseMediaPath } from '@/lib/content/media-path';
import type { Executor } from '../db/client';
import { media } from '../db/media-schema';

/** Where each picture's frame is cut (CSS object-position): an upload around its focus, a drawing around its centre. */
export async function picturePositions(db: Executor, urls: string[]): Promise<(url: string) => string> {
  const names = [...new Set(urls.map((url) => parseMediaPath(url)?.name).filter((name): name is string => Boolean(name)))];
  const rows = names.length
    ? await db.select({ name: media.name, focusX: media.focusX, focusY: media.focusY }).from(media).where(inArray(media.name, names))
    : [];
  const byName = new Map(rows.map((row) => [row.name, focusPosition(row)]));
  return (url) => byName.get(parseMediaPath(url)?.name ?? '') ?? CENTRE_POSITION;
}
