import 'server-only';
import { mayPublish, mayWithdraw, newsStatus, type NewsStatus, type StoredNewsState } from '@/lib/content/news-status';
import { refuse } from './sales/refusals';

// The rules of publishing a news item or a magazine issue in the console (issue 20), written once for both
// editors: when a publication takes effect, what may be withdrawn, and whether readers may have seen it.

interface Published {
  state: StoredNewsState;
  publishedAt: Date | null;
}

/** How long ago a time to publish at may lie (a form sent a moment after its time was typed). */
const PAST_TOLERANCE_MS = 60_000;

export const iso = (time: Date | null) => time?.toISOString() ?? null;

/** Whether readers may have seen it (its old addresses may be linked somewhere). */
export const wasOnSite = (row: Published, now: Date) => row.state !== 'draft' && row.publishedAt !== null && row.publishedAt <= now;

/**
 * When `row` shows once published now (publishAt null) or at a time to come (scheduled): published again
 * now, a withdrawn one goes back to its place and date. Refused in words for a past time, or for what is
 * on the site already (`what`: 這則消息, 這期).
 */
export function publicationTime(
  row: Published,
  publishAt: string | null | undefined,
  now: Date,
  what: string,
): { status: NewsStatus; publishedAt: Date } {
  const at = publishAt ? new Date(publishAt) : now;
  if (at.getTime() < now.getTime() - PAST_TOLERANCE_MS) throw refuse('發布時間已經過了：請選擇未來的時間，或直接「立即發布」');
  const status = newsStatus(row.state, row.publishedAt, now);
  if (!mayPublish(status)) throw refuse(`${what}已經發布；要改發布時間，請先下架`);
  return { status, publishedAt: at > now ? at : wasOnSite(row, now) ? row.publishedAt! : now };
}

/** The status of what is to be taken off the site; refused in words for a draft or for what is off it already. */
export function withdrawnStatus(row: Published, now: Date, what: string): NewsStatus {
  const status = newsStatus(row.state, row.publishedAt, now);
  if (!mayWithdraw(status)) throw refuse(status === 'draft' ? '草稿還沒有發布，不需要下架' : `${what}已經下架`);
  return status;
}
