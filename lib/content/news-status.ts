// Where a news item stands (issue 20): the rule lives here once, for the public reads, the staff's calls
// and the console's labels. Stored are draft, published and withdrawn; a published item whose time has
// not come is scheduled, and shows by itself at that time, on every instance, with no job to run.

export const STORED_NEWS_STATES = ['draft', 'published', 'withdrawn'] as const;
export type StoredNewsState = (typeof STORED_NEWS_STATES)[number];
export type NewsStatus = StoredNewsState | 'scheduled';

export const NEWS_STATUS_LABELS: Record<NewsStatus, string> = {
  draft: '草稿',
  scheduled: '已排程',
  published: '已發布',
  withdrawn: '已下架',
};

/** What a reader sees of an item: nothing until it is published and its time has come. */
export const isNewsVisible = (state: StoredNewsState, publishedAt: Date | null, now: Date) =>
  state === 'published' && publishedAt !== null && publishedAt.getTime() <= now.getTime();

export function newsStatus(state: StoredNewsState, publishedAt: Date | null, now: Date): NewsStatus {
  if (state === 'published' && !isNewsVisible(state, publishedAt, now)) return 'scheduled';
  return state;
}

/** What can happen next: a published item is withdrawn first before its time can change. */
export const mayPublish = (status: NewsStatus) => status !== 'published';
export const mayWithdraw = (status: NewsStatus) => status === 'published' || status === 'scheduled';
