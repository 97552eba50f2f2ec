import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { enrolledStaff, staffCall, staffToken, staffSend } from './api/staff-support';
import { expect, test } from './fixtures';
import { signInAt } from './staff-desk';

// Issue 36: a landscape cover uploaded for an issue of the magazine was squashed into the portrait frame of
// its cover, and news cards did the same to pictures of other shapes. Every frame now keeps a picture's
// proportions (object-fit: cover), cut around the focus the editor chose (here left of centre).

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A landscape photo of 2:1, with some noise so that no two uploads are alike. */
async function landscape() {
  const bytes = await sharp({
    create: {
      width: 1600,
      height: 800,
      channels: 3,
      background: { r: Math.floor(Math.random() * 255), g: 90, b: 140 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  return bytes.toString('base64');
}

/**
 * How the browser draws a picture in its box: the drawn width and height for the box's object-fit
 * (fill stretches it to the box, cover and contain scale it alike in both directions), beside the picture's own.
 */
async function drawn(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((img: HTMLImageElement) => {
    const { width, height } = img.getBoundingClientRect();
    const style = getComputedStyle(img);
    const natural = { width: img.naturalWidth, height: img.naturalHeight };
    const scale =
      style.objectFit === 'cover'
        ? Math.max(width / natural.width, height / natural.height)
        : style.objectFit === 'contain' || style.objectFit === 'scale-down'
          ? Math.min(width / natural.width, height / natural.height, style.objectFit === 'scale-down' ? 1 : Infinity)
          : style.objectFit === 'none'
            ? 1
            : NaN;
    const picture = Number.isNaN(scale) ? { width, height } : { width: natural.width * scale, height: natural.height * scale };
    return { box: { width, height }, natural, picture, position: style.objectPosition };
  });
}

async function expectInProportion(image: Locator, label: string) {
  await image.scrollIntoViewIfNeeded();
  const seen = await drawn(image);
  expect(seen.natural.width / seen.natural.height, label).toBeCloseTo(2, 2);
  expect(seen.box.width, label).toBeGreaterThan(0);
  expect(seen.picture.width / seen.picture.height, `${label}: drawn ${JSON.stringify(seen)}`).toBeCloseTo(
    seen.natural.width / seen.natural.height,
    2,
  );
  expect(seen.position, label).toBe('25% 40%');
  return seen;
}

async function publishCover(request: APIRequestContext) {
  const marketing = await staffToken(request, 'marketing');
  const upload = await staffSend(request, marketing, {
    call: 'POST /staff/media/v1',
    body: {
      alt: '港區碼頭的車隊全景',
      data: await landscape(),
      focusX: 25,
      focusY: 40,
    },
  });
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  const cover = upload.body.data.url;
  const tag = unique();
  const issue = await staffSend(request, marketing, {
    call: 'POST /staff/magazine/v1',
    body: {
      issueNo: 5000 + Math.floor(Math.random() * 4999),
      slug: `harbour-${tag}`,
      title: '港區車隊特輯',
      summary: '走訪港區的拖車與貨櫃車隊。',
      cover,
      coverAlt: '港區碼頭的車隊全景',
    },
  });
  expect(issue.status, JSON.stringify(issue.body)).toBe(201);
  const withArticle = await staffSend(request, marketing, {
    call: 'POST /staff/magazine/v1/{id}/articles',
    params: { id: issue.body.data.id },
    body: {
      version: issue.body.data.version,
      slug: `night-${tag}`,
      title: '夜班的貨櫃車',
      author: '林記者',
      summary: '跟著司機跑一趟夜班。',
      body: '凌晨出車。',
    },
  });
  expect(withArticle.status, JSON.stringify(withArticle.body)).toBe(201);
  const published = await staffSend(request, marketing, {
    call: 'POST /staff/magazine/v1/{id}/publish',
    params: { id: issue.body.data.id },
    body: {
      version: withArticle.body.data.version,
    },
  });
  expect(published.body.code, JSON.stringify(published.body)).toBe('00000');
  const news = await staffSend(request, marketing, {
    call: 'POST /staff/news/v1',
    body: {
      title: `港區車隊開放參觀 ${tag.slice(-4)}`,
      slug: `harbour-open-day-${tag}`,
      category: '活動',
      summary: '港區車隊本週末開放參觀，歡迎全家一起來。',
      body: '歡迎報名參加港區車隊開放日，現場有專人導覽。',
      cover,
      coverAlt: '港區碼頭的車隊全景',
    },
  });
  expect(news.status, JSON.stringify(news.body)).toBe(201);
  const live = await staffSend(request, marketing, {
    call: 'POST /staff/news/v1/{id}/publish',
    params: { id: news.body.data.id },
    body: { version: 1 },
  });
  expect(live.body.code, JSON.stringify(live.body)).toBe('00000');
  return {
    issue: { id: issue.body.data.id, slug: `harbour-${tag}`, article: `night-${tag}` },
    news: { id: news.body.data.id, slug: `harbour-open-day-${tag}` },
    marketing,
  };
}

/** Takes the test's issue and item off the site again, so that the other tests read the content as seeded. */
async function withdraw(request: APIRequestContext, made: Awaited<ReturnType<typeof publishCover>>) {
  for (const [kind, id] of [
    ['magazine', made.issue.id],
    ['news', made.news.id],
  ] as const) {
    const { version } = (await staffCall<{ version: number }>(request, made.marketing, 'GET', `/staff/${kind}/v1/${id}`)).body.data;
    await staffCall(request, made.marketing, 'POST', `/staff/${kind}/v1/${id}/withdraw`, { version });
  }
}

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  process.env.SHOTS_DIR ? page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${testInfo.project.name}.png` }) : undefined;

test('a landscape cover keeps its proportions in every frame, portrait or landscape, cut around its focus', async ({
  page,
  request,
}, testInfo) => {
  const made = await publishCover(request);
  try {
    await page.goto(`/magazine/${made.issue.slug}`);
    const cover = page.getByRole('img', { name: '港區碼頭的車隊全景' });
    const seen = await expectInProportion(cover, 'the issue cover');
    // The portrait frame stays portrait: the picture is cut, not squashed.
    expect(seen.box.height).toBeGreaterThan(seen.box.width);
    await shoot(page, testInfo, 'issue-cover');

    await page.goto('/magazine/magazinelist');
    await expectInProportion(page.getByRole('listitem').filter({ hasText: '港區車隊特輯' }).locator('img'), 'the issue card');
    await shoot(page, testInfo, 'magazine-list');

    await page.goto(`/magazine/${made.issue.slug}/${made.issue.article}`);
    await expectInProportion(page.getByRole('img', { name: '港區碼頭的車隊全景' }), "the article's cover");

    await page.goto(`/news/${made.news.slug}`);
    await expectInProportion(page.getByRole('img', { name: '港區碼頭的車隊全景' }), "the news item's cover");

    await page.goto('/news');
    const card = page.getByRole('list', { name: '消息列表' }).getByRole('listitem').filter({ hasText: '港區車隊開放參觀' });
    await expectInProportion(card.locator('img'), 'the news card');
    await shoot(page, testInfo, 'news-list');
  } finally {
    await withdraw(request, made);
  }
});

test('the editor chooses where the subject is by a click on the picture, sees both frames cut around it, and the upload keeps it', async ({
  page,
  request,
}, testInfo) => {
  await signInAt(page, await enrolledStaff(request, { role: 'marketing', dealerCode: null, name: '焦點測試編輯' }), /\/staff\/news$/);
  await page.getByRole('link', { name: '新增消息' }).click();
  const upload = page.getByRole('group', { name: '上傳封面圖' });
  await upload
    .getByLabel('圖檔')
    .setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await landscape(), 'base64') });
  const chooser = upload.getByRole('group', { name: /^焦點/ });
  const picture = chooser.getByRole('img', { name: '選擇焦點的圖片' });
  await expect(picture).toHaveJSProperty('complete', true);
  await picture.scrollIntoViewIfNeeded();
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.4 } });
  // Where the click landed, to the pixel: a quarter from the left, two fifths from the top.
  const x = Number(await chooser.getByLabel(/^左右/).inputValue());
  const y = Number(await chooser.getByLabel(/^上下/).inputValue());
  expect(Math.abs(x - 25)).toBeLessThanOrEqual(1);
  expect(Math.abs(y - 40)).toBeLessThanOrEqual(1);
  await shoot(page, testInfo, 'focus-picker');
  await upload.getByLabel('替代文字').fill('港區碼頭的車隊全景');
  await upload.getByRole('button', { name: '上傳並設為封面' }).click();
  await expect(page.getByText('已上傳並設為封面')).toBeVisible();
  // The preview cuts the cover as the public page will.
  await expect(page.getByRole('region', { name: '預覽' }).getByRole('img', { name: '港區碼頭的車隊全景' })).toHaveCSS(
    'object-position',
    `${x}% ${y}%`,
  );
});
