import sharp from 'sharp';
import { expectAccessible } from './axe';
import { enrolledStaff } from './api/staff-support';
import { expect, test } from './fixtures';
import { signInAt } from './staff-desk';

// Issue 20 at a desk (1440 px): an editor of 行銷 writes a news item with pictures beside its live
// preview, schedules it, and it appears on /news, in the sitemap and in the feed at its time; renamed, its old address
// answers 308 to the new one.

test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the staff console is desktop-first');
test.setTimeout(180_000);

/** A photo as a phone would give it. */
const photo = async (width: number, height: number) => ({
  name: 'harbor.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width, height, channels: 3, background: '#2a6f97', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg()
    .toBuffer(),
});

/** A time in Taipei, `seconds` from now, as the console's datetime input takes it (to the second). */
const taipeiInput = (seconds: number) => new Date(Date.now() + seconds * 1000 + 8 * 3_600_000).toISOString().slice(0, 19);

test('an editor writes, schedules and renames a news item; it appears by itself at its time and its old address answers 308', async ({
  page,
  request,
}) => {
  const slug = `winter-check-${Date.now().toString(36)}`;
  const title = `冬季保養檢查 ${slug.slice(-5)}`;
  await signInAt(page, await enrolledStaff(request, { role: 'marketing', dealerCode: null, name: '測試編輯' }), /\/staff\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('最新消息');
  await page.getByRole('link', { name: '新增消息' }).click();
  // The page's own heading; the preview below has the article's, as the public page has.
  await expect(page.getByRole('heading', { level: 1, name: '新增消息' })).toBeVisible();

  const form = page.getByRole('form', { name: '消息內容' });
  await form.getByRole('button', { name: '儲存草稿' }).click();
  // Nothing typed: each field says what it needs, and nothing is saved.
  await expect(form.getByText('請輸入標題（至少 2 個字）')).toBeVisible();
  await expect(form.getByText('請寫摘要（至少 10 個字）')).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/news\/new$/);

  await form.getByLabel('標題', { exact: true }).fill(title);
  await form.getByLabel('網址代稱').fill(slug);
  await form.getByLabel('分類').selectOption('服務公告');
  // A cover picked among the drawings, then one uploaded: the upload asks for its words first.
  await form.getByText('繪圖：服務公告').click();
  await expect(form.getByRole('radio', { name: '繪圖：服務公告' })).toBeChecked();
  await expect(page.getByRole('region', { name: '預覽' }).locator('img').first()).toHaveAttribute('src', '/images/news/service.svg');
  const coverUpload = form.getByRole('group', { name: '上傳封面圖' });
  await coverUpload.getByLabel('圖檔').setInputFiles(await photo(1280, 720));
  await coverUpload.getByRole('button', { name: '上傳並設為封面' }).click();
  await expect(coverUpload.getByText('請填寫替代文字')).toBeVisible();
  await coverUpload.getByLabel('替代文字').fill('技師在服務廠檢查卡車煞車');
  await coverUpload.getByRole('button', { name: '上傳並設為封面' }).click();
  // The picture just uploaded is chosen (named by its words when the library already had it).
  await expect(form.getByRole('radio', { checked: true })).toHaveAccessibleName(/^(上傳的圖片|圖片：)/);
  await expect(form.getByLabel('封面圖替代文字')).toHaveValue('技師在服務廠檢查卡車煞車');
  await form.getByLabel('摘要').fill('十二月起全台服務廠提供冬季免費二十項檢查，歡迎預約。');
  await form
    .getByLabel('內文（Markdown）')
    .fill('## 檢查項目\n\n- 煞車\n- 電瓶與發電機\n\n請於 [預約頁](https://example.com/booking) 登記。');
  // A picture in the body goes where the cursor is: here, after the list.
  const body = form.getByLabel('內文（Markdown）');
  await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(area.value.indexOf('請於'), area.value.indexOf('請於')));
  const bodyUpload = form.getByRole('group', { name: '在內文插入圖片' });
  await bodyUpload.getByLabel('圖檔').setInputFiles(await photo(900, 600));
  await bodyUpload.getByLabel('替代文字').fill('冬季檢查的二十個項目');
  await bodyUpload.getByRole('button', { name: '上傳並插入' }).click();
  await expect(body).toHaveValue(/電瓶與發電機\n\n!\[冬季檢查的二十個項目\]\(\/media\/[0-9a-f]{32}-900x600\.jpg\)\n\n請於/);
  // The preview is the public page's renderer: a heading, a list and a link, as a reader will see them.
  const preview = page.getByRole('region', { name: '預覽' });
  await expect(preview.getByRole('heading', { level: 2, name: '檢查項目' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['煞車', '電瓶與發電機']);
  await expect(preview.getByRole('link', { name: '預約頁' })).toHaveAttribute('href', 'https://example.com/booking');
  await expect(preview.getByRole('img', { name: '技師在服務廠檢查卡車煞車' })).toHaveAttribute('src', /^\/media\/.+-1280x720\.jpg$/);
  await expect(preview.getByRole('img', { name: '冬季檢查的二十個項目' })).toBeVisible();
  await form.getByLabel(/搜尋結果標題/).fill('冬季免費檢查二十項');
  await expect(page.getByRole('group', { name: '搜尋結果預覽' })).toContainText('冬季免費檢查二十項｜');
  await expect(page.getByRole('group', { name: '搜尋結果預覽' })).toContainText(`/news/${slug}`);
  await form.getByRole('button', { name: '儲存草稿' }).click();
  await expect(page).toHaveURL(/\/staff\/news\/[0-9a-f-]{36}$/);
  await expect(page.getByText('狀態：草稿')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-news-editor-1440.png', fullPage: true });

  // Scheduled a few seconds ahead: not on the site before its time, there by itself after it.
  expect(await (await request.get('/news')).text()).not.toContain(title);
  await page.getByLabel('排程發布時間（台北）').fill(taipeiInput(6));
  await page.getByRole('button', { name: '排程發布' }).click();
  const scheduling = page.getByRole('dialog', { name: '排程發布這則消息？' });
  await expect(scheduling).toContainText(`「${title}」將於`);
  await scheduling.getByRole('button', { name: '確認排程發布' }).click();
  await expect(page.getByText('狀態：已排程')).toBeVisible();
  expect((await request.get(`/news/${slug}`, { maxRedirects: 0 })).status()).toBe(404);
  await expect.poll(async () => (await request.get('/news')).text(), { timeout: 20_000 }).toContain(title);
  const published = await (await request.get(`/news/${slug}`)).text();
  expect(published).toMatch(/<img[^>]+src="\/media\/[0-9a-f]{32}-1280x720\.jpg" alt="技師在服務廠檢查卡車煞車"/);
  expect(published).toMatch(/<figure><img src="\/media\/[0-9a-f]{32}-900x600\.jpg" alt="冬季檢查的二十個項目"/);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/news/${slug}`);
  expect(await (await request.get('/feed.xml')).text()).toContain(`/news/${slug}`);
  await page.reload();
  await expect(page.getByText('狀態：已發布')).toBeVisible();

  // Renamed: the old address leads to the new one.
  await form.getByLabel('網址代稱').fill(`${slug}-2027`);
  await expect(page.getByText('內容有尚未儲存的修改')).toBeVisible();
  await form.getByRole('button', { name: '儲存', exact: true }).click();
  await expect(page.getByText(`舊網址代稱（自動轉到新網址）：${slug}`)).toBeVisible();
  const old = await request.get(`/news/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toMatch(new RegExp(`/news/${slug}-2027$`));

  // What is typed and not saved survives a reload (the browser asks first) and is said to be restored.
  await form.getByLabel('摘要').fill('十二月起全台服務廠提供冬季免費二十項檢查，請提早預約名額。');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(page.getByText('已還原您上次在這個分頁尚未儲存的內容')).toBeVisible();
  await expect(form.getByLabel('摘要')).toHaveValue('十二月起全台服務廠提供冬季免費二十項檢查，請提早預約名額。');
  await form.getByRole('button', { name: '儲存', exact: true }).click();
  await expect(page.getByText('已還原您上次在這個分頁尚未儲存的內容')).toBeHidden();

  await page.getByRole('link', { name: '回到消息列表' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('已發布');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-news-list-1440.png', fullPage: true });

  // Withdrawn, it is gone from the site (and the other tests read the news as seeded).
  await row.getByRole('link', { name: `編輯「${title}」` }).click();
  await page.getByRole('button', { name: '下架' }).click();
  await page.getByRole('dialog', { name: '下架這則消息？' }).getByRole('button', { name: '確認下架' }).click();
  await expect(page.getByText('狀態：已下架')).toBeVisible();
  expect((await request.get(`/news/${slug}-2027`, { maxRedirects: 0 })).status()).toBe(404);
  expect(await (await request.get('/news')).text()).not.toContain(title);
});
