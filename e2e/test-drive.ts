import type { Locator, Page } from '@playwright/test';

/**
 * In 預約試乘's form, the first day with a place left, whatever today is (its last slots gone, a day before a
 * holiday…), and its first free slot, ticked as a person ticks it.
 */
export async function chooseFirstFreeSlot(page: Page, form: Locator) {
  const free = form.getByRole('radio').and(page.locator(':enabled'));
  for (const day of await form
    .getByLabel('日期')
    .locator('option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('value')!))) {
    await form.getByLabel('日期').selectOption(day);
    if ((await free.count()) > 0) break;
  }
  await free.first().check();
}
