import { newMember } from './api/support';
import { expectAccessible } from './axe';
import { firstFamily } from './configurator';
import { keepScreenshot } from './content';
import { expect, signIn, test } from './fixtures';
import { vehicleModelPath } from '@/lib/urls/vehicle-model';
import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import { COMPONENT_LABELS } from '@/lib/configurator/components';

test.describe('a member saves configurations and compares them', () => {
  test('saves two from the configurator, lists them at today’s price, renames one, compares both and opens one', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const [family, member] = await Promise.all([firstFamily(request), newMember(request)]);
    await signIn(context, baseURL!, { account: member.email, password: member.password });
    const save = page.getByRole('region', { name: '儲存配置' });

    // The first: the first model in the first colour, saved from the colour step.
    await page.goto(`/vehicleowner/info-${family.uuid}/components`);
    await page.getByRole('link', { name: '下一步：車色' }).click();
    await page.getByRole('radiogroup', { name: '車色' }).getByText(family.colors[0].name, { exact: true }).click();
    await save.getByLabel('配置名稱').fill('冷鏈車隊');
    await save.getByRole('button', { name: '儲存配置' }).click();
    await expect(save.getByRole('status')).toHaveText('已儲存「冷鏈車隊」，可在「我的配置」查看與比較。');

    // The second: another model from the family's table, saved from step 1.
    await page.goto(vehicleModelPath(family.uuid, family.vehicles[1].uuid));
    await save.getByLabel('配置名稱').fill('長途幹線');
    await save.getByRole('button', { name: '儲存配置' }).click();
    await expect(save.getByRole('status')).toHaveText(/已儲存「長途幹線」/);

    await page.goto('/member/configurations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的配置');
    const cards = page.getByRole('list', { name: '我的配置' }).getByRole('listitem');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['冷鏈車隊', '長途幹線']);
    await expect(cards.first()).toContainText(/今日價格 NT\$ [\d,]+/);
    await expect(page.getByText('已儲存 2 / 20 組。', { exact: false })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'saved-configurations');

    await page.getByRole('button', { name: '重新命名「冷鏈車隊」' }).click();
    const dialog = page.getByRole('dialog', { name: '重新命名「冷鏈車隊」' });
    await dialog.getByLabel('新的名稱').fill('冷鏈車隊（三噸半）');
    await dialog.getByRole('button', { name: '儲存名稱' }).click();
    await expect(dialog).toBeHidden();
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['冷鏈車隊（三噸半）', '長途幹線']);

    for (const name of ['冷鏈車隊（三噸半）', '長途幹線']) {
      const pick = page.getByRole('checkbox', { name: `加入比較：「${name}」` });
      await pick.focus();
      await page.keyboard.press('Space');
      await expect(pick).toBeChecked();
    }
    await page.getByRole('link', { name: '比較配置（2 組）' }).click();
    await expect(page).toHaveURL(/\/vehicleowner\/compare\?item=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('比較配置');
    const table = page.getByRole('table');
    await expect(table.locator('thead').getByRole('columnheader')).toHaveText([
      `配置 1：${family.name} ${family.vehicles[0].hp} hp`,
      `配置 2：${family.name} ${family.vehicles[1].hp} hp`,
    ]);
    // A component the two models differ in is marked in words on its row; the family, the same for both, is not.
    const [first, second] = family.vehicles;
    const differing = COMPONENT_KEYS.find((key) => first[key] !== second[key])!;
    await expect(table.getByRole('row', { name: new RegExp(`^${COMPONENT_LABELS[differing]}\\s*不同`) })).toBeVisible();
    await expect(table.getByRole('row', { name: /^車系/ })).not.toContainText('不同');
    await expect(page.getByText(/^共有 \d+ 項不同/)).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'compare-configurations');

    // Back on the list, the first opens in the configurator as it was saved.
    await page.goBack();
    await page.getByRole('link', { name: '開啟「冷鏈車隊（三噸半）」' }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicleowner/info-${family.uuid}/components$`));
    await expect(page.getByText('已開啟儲存的配置，可以接著修改或預購。')).toBeVisible();
    await page.getByRole('link', { name: '下一步：車色' }).click();
    await expect(
      page.getByRole('radiogroup', { name: '車色' }).getByRole('radio', { name: family.colors[0].name, exact: true }),
    ).toBeChecked();
  });

  test('a visitor ticks two models on a family page and compares them, the differences in words', async ({ page, request }) => {
    const family = await firstFamily(request);
    await page.goto(`/vehicleowner/info-${family.uuid}`);
    const form = page.getByRole('form', { name: `${family.name} 車型比較` });
    for (const index of [0, 1]) {
      const model = form.getByRole('checkbox').nth(index);
      await model.focus();
      await page.keyboard.press('Space');
      await expect(model).toBeChecked();
    }
    await form.getByRole('button', { name: '比較配置' }).click();
    await expect(page).toHaveURL(/\/vehicleowner\/compare\?family=.+&vehicle=.+&vehicle=/);
    await expect(page.getByRole('table').locator('thead').getByRole('columnheader')).toHaveCount(2);
    await expect(page.getByRole('table').getByRole('row', { name: /^車色 / })).toContainText('未選擇');
    await expect(page.getByText(/^共有 \d+ 項不同/)).toBeVisible();
    await expectAccessible(page);
  });
});
