import { connection } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { newsFeed } from '@/lib/seo/news-feed';
import { newsSummaries } from '@/lib/server/services/content';

// /feed.xml: the news as RSS, read per request from the content cache, never at build time.
export async function GET() {
  await connection();
  return new Response(newsFeed(await newsSummaries(await getDb())), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
