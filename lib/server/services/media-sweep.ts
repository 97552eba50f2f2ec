import 'server-only';
import { and, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { MEDIA_PATH_IN_TEXT } from '@/lib/content/media-path';
import type { Db, Executor } from '../db/client';
import { media } from '../db/media-schema';
import { invalidate } from '../cache/invalidate';
import { HOUSEKEEPING } from './sales/actor';
import { appendAudit } from './sales/audit';

// Pictures nothing points at any more (issue 35, finding 10), deleted by the hourly housekeeping. Deleting the
// row deletes the file: the bytes live in it (db/media-schema.ts), so neither can outlive the other.
//
// A picture goes once it was uploaded at least GRACE_MS ago and housekeeping has found nothing pointing at it
// for GRACE_MS. Thirty days, because an editor may upload a picture and save the text it is for days later (a
// form left open, a draft written over weeks), and a picture dropped from a text by mistake can still be put
// back; the pictures are small next to what a month of mistakes would cost. An upload of the same file again
// counts as a new upload (services/media.ts).
//
// "Pointing at" is any mention of its address in any text or JSON column of any table: drafts, scheduled and
// withdrawn items, covers, Markdown bodies, families, parts, the answers kept for pre-order retries, and any
// table added later, with no list to keep up to date. Only the audit log is left out: it keeps the old texts
// of every change, and would keep every picture ever used.

const GRACE_MS = 30 * 24 * 60 * 60 * 1000;
const NOT_REFERENCES = ['media', 'audit_log'];

/** The names of the stored pictures whose address some record holds. */
async function referencedNames(db: Executor): Promise<Set<string>> {
  const { rows: tables } = (await db.execute(sql`
    select table_name as "table", array_agg(column_name::text order by column_name) as "columns"
    from information_schema.columns
    where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb')
      and table_name not in (${sql.join(
        NOT_REFERENCES.map((name) => sql`${name}`),
        sql`, `,
      )})
    group by table_name`)) as unknown as { rows: { table: string; columns: string[] }[] };
  const names = new Set<string>();
  for (const { table, columns } of tables) {
    const text = sql.join(
      columns.map((column) => sql`${sql.identifier(column)}::text`),
      sql`, `,
    );
    const { rows } = (await db.execute(
      sql`select distinct (regexp_matches(concat_ws(' ', ${text}), ${MEDIA_PATH_IN_TEXT}, 'g'))[1] as name from ${sql.identifier(table)}`,
    )) as unknown as { rows: { name: string }[] };
    for (const { name } of rows) names.add(name);
  }
  return names;
}

/**
 * Notes which pictures nothing points at since when, and deletes those past the grace period, each with an
 * audit entry; answers the names deleted.
 */
export async function sweepUnusedMedia(db: Db, now = Date.now()): Promise<string[]> {
  const at = new Date(now);
  const referenced = [...(await referencedNames(db))];
  const unreferenced = referenced.length > 0 ? notInArray(media.name, referenced) : undefined;
  if (referenced.length > 0)
    await db
      .update(media)
      .set({ unreferencedSince: null })
      .where(and(inArray(media.name, referenced), isNotNull(media.unreferencedSince)));
  await db
    .update(media)
    .set({ unreferencedSince: at })
    .where(and(unreferenced, isNull(media.unreferencedSince)));
  const due = new Date(now - GRACE_MS);
  const candidates = await db
    .select({ name: media.name })
    .from(media)
    .where(and(unreferenced, lte(media.unreferencedSince, due), lte(media.createdAt, due)));
  if (candidates.length === 0) return [];

  const deleted = await db.transaction(async (tx) => {
    // A save that checks its pictures (checkPicturesExist) holds them with `for key share` until it commits:
    // such a picture is skipped now. Once locked here, a save begun later waits and then finds it gone
    // (找不到圖片…請重新上傳), and the references are read again below, after every earlier save's commit.
    const locked = await tx
      .select({ name: media.name })
      .from(media)
      .where(
        inArray(
          media.name,
          candidates.map((row) => row.name),
        ),
      )
      .for('update', { skipLocked: true });
    const stillReferenced = await referencedNames(tx);
    const gone = locked.map((row) => row.name).filter((name) => !stillReferenced.has(name));
    if (gone.length === 0) return [];
    const rows = await tx.delete(media).where(inArray(media.name, gone)).returning({
      name: media.name,
      alt: media.alt,
      width: media.width,
      height: media.height,
      format: media.format,
      createdAt: media.createdAt,
      unreferencedSince: media.unreferencedSince,
    });
    for (const row of rows) {
      await appendAudit(
        tx,
        HOUSEKEEPING,
        {
          action: 'media.delete',
          recordKind: 'media',
          recordId: null,
          recordNumber: row.name,
          before: {
            alt: row.alt,
            width: row.width,
            height: row.height,
            format: row.format,
            uploadedAt: row.createdAt.toISOString(),
            unreferencedSince: row.unreferencedSince?.toISOString() ?? null,
          },
        },
        at,
      );
    }
    return rows.map((row) => row.name);
  });
  // Every instance forgets the bytes it kept in memory, so a deleted picture is a 404 everywhere at once.
  if (deleted.length > 0) invalidate('media');
  return deleted;
}
