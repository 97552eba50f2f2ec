import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { MediaUploaded } from '@/lib/schemas/media-data';
import type { NewsEditorRecord } from '@/lib/schemas/news-editing-data';
import { DEMO, expectInvalid, expectNotFound, login, send } from './support';
import { staffCall, staffToken, staffSend } from './staff-support';

// Issue 20, pictures: 行銷 uploads JPEG, PNG or WebP with its alt text; the server keeps only the pixels,
// upright, re-encoded and named by their content, served with a year's cache; anything else is refused
// in words and stores nothing.

const upload = (request: APIRequestContext, token: string, data: Buffer | string, alt = '港區碼頭的 TL35 曳引車') =>
  staffSend(request, token, {
    call: 'POST /staff/media/v1',
    body: {
      alt,
      data: typeof data === 'string' ? data : data.toString('base64'),
    },
  });

/** A picture with some noise, so that it does not compress to nothing and no two are alike. */
const picture = (width: number, height: number, seed = Math.random()) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: Math.floor(seed * 255), g: 90, b: 140 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  });

const messageOf = (answer: { body: { data: unknown } }, path: string) =>
  (answer.body.data as { errors: { path: string; message: string }[] }).errors.find((error) => error.path === path)?.message;

test('a JPEG from a phone comes back upright, without its EXIF and GPS, and is served for a year', async ({ request }) => {
  const marketing = await staffToken(request, 'marketing');
  // As a phone writes it: 640 × 400 pixels stored sideways (orientation 6), with the camera and the place.
  const photo = await picture(640, 400)
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretPhoneMaker', Copyright: 'Jane Doe' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  expect(photo.includes('SecretPhoneMaker')).toBe(true);

  const answer = await upload(request, marketing, photo);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const stored = answer.body.data;
  expect(stored).toMatchObject({ width: 400, height: 640, format: 'jpeg', alt: '港區碼頭的 TL35 曳引車' });
  expect(stored.url).toMatch(/^\/media\/[0-9a-f]{32}-400x640\.jpg$/);

  const served = await request.get(stored.url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  const bytes = await served.body();
  expect(bytes.length).toBe(stored.bytes);
  const meta = await sharp(bytes).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 640 });
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(bytes.includes('SecretPhoneMaker')).toBe(false);
  expect(bytes.includes('Jane Doe')).toBe(false);

  // Asked again with its ETag: nothing to send.
  const again = await request.get(stored.url, { headers: { 'If-None-Match': served.headers().etag } });
  expect(again.status()).toBe(304);
  // The same picture uploaded again is the same file.
  expect((await upload(request, marketing, photo)).body.data.url).toBe(stored.url);
});

test('PNG and WebP keep their format; a picture larger than 2400 pixels is scaled down, a smaller one is not enlarged', async ({
  request,
}) => {
  const marketing = await staffToken(request, 'marketing');
  // One colour, so that 3000 × 1500 stays within 5 MB as a PNG.
  const wide = sharp({
    create: { width: 3000, height: 1500, channels: 3, background: { r: 20, g: Math.floor(Math.random() * 255), b: 60 } },
  });
  const png = await upload(request, marketing, await wide.png().toBuffer());
  expect(png.status, JSON.stringify(png.body)).toBe(201);
  expect(png.body.data).toMatchObject({ format: 'png', width: 2400, height: 1200 });
  expect((await request.get(png.body.data.url)).headers()['content-type']).toBe('image/png');

  const webp = await upload(request, marketing, await picture(800, 450).webp().toBuffer());
  expect(webp.status, JSON.stringify(webp.body)).toBe(201);
  expect(webp.body.data).toMatchObject({ format: 'webp', width: 800, height: 450 });
  expect(webp.body.data.url).toMatch(/-800x450\.webp$/);
  expect((await sharp(await (await request.get(webp.body.data.url)).body()).metadata()).format).toBe('webp');
});

test('what is not a usable picture is refused on its field, in words, and stores nothing', async ({ request }) => {
  const marketing = await staffToken(request, 'marketing');
  const refused = async (data: Buffer | string, path: string, message: RegExp, alt?: string) => {
    const answer = await upload(request, marketing, data, alt);
    expectInvalid(answer, path);
    expect(messageOf(answer, path)).toMatch(message);
  };
  await refused(await picture(400, 300).gif().toBuffer(), 'data', /只接受 JPEG、PNG 或 WebP/);
  await refused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'data', /只接受 JPEG、PNG 或 WebP/);
  // A PNG's header on text: what the bytes say, not the name, decides.
  await refused(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a picture at all')]),
    'data',
    /損毀/,
  );
  const whole = await picture(600, 400).jpeg().toBuffer();
  await refused(whole.subarray(0, 300), 'data', /損毀/);
  await refused(await picture(150, 80).jpeg().toBuffer(), 'data', /至少需 200 × 100 像素/);
  // A strip wide enough but so thin that, scaled to fit 2400 px, it would be a line.
  const strip = await sharp({ create: { width: 30000, height: 200, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  await refused(strip, 'data', /至少需 200 × 100 像素/);
  // 8000 × 6000 of one colour: a small file that would unpack to 48 million pixels.
  const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  expect(bomb.length).toBeLessThan(1024 * 1024);
  await refused(bomb, 'data', /4,000 萬像素/);
  await refused(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'data', /5 MB/);
  await refused('this is not base64!', 'data', /base64/);
  await refused(whole, 'alt', /替代文字/, '   ');
  const noAlt = await staffCall(request, marketing, 'POST', '/staff/media/v1', { data: whole.toString('base64') });
  expectInvalid(noAlt, 'alt');
});

test('行銷, headquarters and the administrator upload and see the library, newest first; sales staff get N00404, members and strangers 401; unknown names answer 404', async ({
  request,
}) => {
  const data = (await picture(400, 300).jpeg().toBuffer()).toString('base64');
  const sales = await staffToken(request, 'northSales');
  expectNotFound(await staffSend(request, sales, { call: 'POST /staff/media/v1', body: { alt: '卡車', data } }));
  expectNotFound(await staffSend(request, sales, { call: 'GET /staff/media/v1' }));
  const hq = await staffToken(request, 'hq');
  const uploaded = await upload(request, hq, await picture(640, 480).png().toBuffer(), '總公司上傳的車系照片');
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const later = await upload(request, await staffToken(request, 'admin'), await picture(640, 480).webp().toBuffer(), '管理員上傳的照片');
  expect(later.status, JSON.stringify(later.body)).toBe(201);
  for (const who of ['marketing', 'hq', 'admin'] as const) {
    const library = await staffCall<(MediaUploaded & { uploadedAt: string })[]>(
      request,
      await staffToken(request, who),
      'GET',
      '/staff/media/v1',
    );
    expect(library.body.code).toBe('00000');
    expect(library.body.data.slice(0, 2)).toEqual([
      { ...later.body.data, uploadedAt: expect.any(String) },
      { ...uploaded.body.data, uploadedAt: expect.any(String) },
    ]);
    const times = library.body.data.map((item) => Date.parse(item.uploadedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  }
  const member = await login(request, DEMO.individual);
  const asMember = await send(request, {
    call: 'POST /staff/media/v1',
    body: { alt: '卡車', data },
    headers: { 'cv-staff-token': member },
  });
  expect(asMember.status).toBe(401);
  expect((await send(request, { call: 'POST /staff/media/v1', body: { alt: '卡車', data } })).status).toBe(401);

  expect((await request.get('/media/0123456789abcdef0123456789abcdef-400x300.jpg')).status()).toBe(404);
  expect((await request.get('/media/..%2F..%2Fetc%2Fpasswd')).status()).toBe(404);
});

test('a news item shows its uploaded cover with its words, in the page and the social card, and a picture in its body', async ({
  request,
}) => {
  const marketing = await staffToken(request, 'marketing');
  const cover = (await upload(request, marketing, await picture(1200, 675).jpeg().toBuffer(), '新車隊在高雄港出發')).body.data;
  const inside = (await upload(request, marketing, await picture(900, 600).webp().toBuffer(), '保養廠內的檢查流程')).body.data;
  const slug = `harbor-fleet-${Date.now().toString(36)}`;
  const body = {
    title: '新車隊在高雄港出發',
    slug,
    category: '企業消息',
    summary: '二十輛 TL35 今天自高雄港出發，投入南部冷鏈物流路線。',
    body: `第一段。\n\n![保養廠內的檢查流程](${inside.url})\n\n第二段。`,
    cover: cover.url,
    coverAlt: '新車隊在高雄港出發',
  };
  // An address that was never uploaded is refused before anything is saved.
  const missing = '/media/0123456789abcdef0123456789abcdef-1200x675.jpg';
  expectInvalid(await staffCall(request, marketing, 'POST', '/staff/news/v1', { ...body, cover: missing }), 'cover');
  expectInvalid(await staffCall(request, marketing, 'POST', '/staff/news/v1', { ...body, body: `![圖](${missing})` }), 'body');
  expectInvalid(await staffCall(request, marketing, 'POST', '/staff/news/v1', { ...body, cover: 'https://evil.example/x.jpg' }), 'cover');

  const created = await staffCall<NewsEditorRecord>(request, marketing, 'POST', '/staff/news/v1', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.data).toMatchObject({ cover: cover.url, coverAlt: '新車隊在高雄港出發' });
  const id = created.body.data.id;
  expect(
    (await staffSend(request, marketing, { call: 'POST /staff/news/v1/{id}/publish', params: { id }, body: { version: 1 } })).body.code,
  ).toBe('00000');
  try {
    const html = await (await request.get(`/news/${slug}`)).text();
    expect(html).toContain(`src="${cover.url}" alt="新車隊在高雄港出發"`);
    // Cut around its focus: the centre, as none was chosen.
    expect(html).toContain('style="object-position:50% 50%"');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+${cover.url}"`));
    expect(html).toContain(`<meta property="og:image:alt" content="新車隊在高雄港出發"`);
    expect(html).toContain(
      `<figure><img src="${inside.url}" alt="保養廠內的檢查流程" width="900" height="600" loading="lazy" decoding="async"/></figure>`,
    );
  } finally {
    expect(
      (await staffSend(request, marketing, { call: 'POST /staff/news/v1/{id}/withdraw', params: { id }, body: { version: 2 } })).body.code,
    ).toBe('00000');
  }
});

test("a picture's focus is a whole percentage: anything else is refused in words and stores nothing", async ({ request }) => {
  const marketing = await staffToken(request, 'marketing');
  const data = (await picture(800, 400).jpeg().toBuffer()).toString('base64');
  for (const focus of [{ focusX: 101 }, { focusY: -1 }, { focusX: 12.5 }, { focusX: '50' }]) {
    const answer = await staffCall(request, marketing, 'POST', '/staff/media/v1', { alt: '港區全景', data, ...focus });
    expect(answer.body.code, JSON.stringify(focus)).toBe('V00001');
    expect(messageOf(answer, Object.keys(focus)[0])).toBe('焦點須為 0 到 100 的整數');
  }
  const chosen = await staffSend(request, marketing, {
    call: 'POST /staff/media/v1',
    body: {
      alt: '港區全景',
      data,
      focusX: 0,
      focusY: 100,
    },
  });
  expect(chosen.body.data).toMatchObject({ focusX: 0, focusY: 100 });
});
