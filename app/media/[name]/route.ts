import { getDb } from '@/lib/server/db/client';
import { readMedia } from '@/lib/server/services/media';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/server/core/api-failure';

// GET /media/{name} - an uploaded picture (issue 20). Its name is its content, so browsers and any proxy
// keep it for a year without asking again; a changed picture is a new name.

const TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export async function GET(request: Request, { params }: RouteContext<'/media/[name]'>) {
  const { name } = await params;
  let picture;
  try {
    picture = await readMedia(await getDb(), name);
  } catch (error) {
    // The database out of reach: a plain answer to try again, never Next's error page for an image.
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response('圖片暫時無法讀取，請稍後再試', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
      },
    });
  }
  if (!picture)
    return new Response('找不到這張圖片', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const etag = `"${name.slice(0, 32)}"`;
  const headers = {
    'Content-Type': TYPES[picture.format],
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(picture.bytes), { headers: { ...headers, 'Content-Length': String(picture.bytes.length) } });
}
