import { expectAccessible } from './axe';
import { send, uniqueEmail, waitForMailAbout } from './api/support';
import { enrolledStaff } from './api/staff-support';
import { expect, test } from './fixtures';
import { signInAt } from './staff-desk';

// A northern dealer's manager finds a confirmed test drive among the console's leads and records the call back.

test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the staff console is desktop-first');

test('the manager of the point’s dealer sees the confirmed drive as a lead, assigns it and records 已回電', async ({ page, request }) => {
  const families = (await send(request, { call: 'GET /vehicle/family/v1' })).body.data;
  const family = families.find((entry) => entry.series === 'TH 6x4')!.uuid;
  const { slots, calendarNote } = (await send(request, { call: 'GET /test-drive/slot/v1', query: { point: 'newtaipei-wugu', family } }))
    .body.data;
  const free = slots.filter((slot) => slot.left > 0);
  expect(free.length, `free slots at 五股; the office calendar says: ${calendarNote}`).toBeGreaterThan(3);
  const email = uniqueEmail('lead');
  const name = `張試乘${Date.now().toString(36).slice(-4)}`;
  const booked = await send(request, {
    call: 'POST /test-drive/booking/v1',
    body: {
      point: 'newtaipei-wugu',
      family,
      start: free[3].start,
      name,
      mobile: `09${String(Date.now()).slice(-8)}`,
      email,
      licence: 'truck',
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const mail = await waitForMailAbout(request, email, `請確認試乘預約 ${booked.body.data.number}`);
  const token = /\/test-drive\/manage#([\w-]{43})/.exec(mail.text)![1];
  expect((await send(request, { call: 'POST /test-drive/booking/v1/confirm', body: { token } })).body.code).toBe('00000');

  const manager = await enrolledStaff(request, { role: 'dealer_manager', name: '北區試乘主管' });
  const salesperson = await enrolledStaff(request, { name: '北區試乘業務' });
  await signInAt(page, manager);
  await page.getByRole('link', { name: '試乘預約' }).click();
  await expect(page).toHaveURL(/\/staff\/test-drives$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('試乘預約');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('泰嵐汽車 五股營業所・泰嵐 TH 6x4 重型貨車');
  await expect(row).toContainText('已預約');
  await expectAccessible(page);

  await row.getByRole('combobox', { name: `指派 ${booked.body.data.number} 給業務` }).selectOption({ label: salesperson.name });
  await expect(page.getByRole('status')).toHaveText(`已指派 ${booked.body.data.number}`);
  await expect(row).toContainText(salesperson.name);
  await row.getByRole('button', { name: '已回電' }).click();
  await expect(page.getByRole('status')).toHaveText(`已記錄「已回電」：${booked.body.data.number}`);
  await expect(row.getByRole('button', { name: '已回電' })).toHaveCount(0);
  await expect(row).not.toContainText('尚未回電');
});
