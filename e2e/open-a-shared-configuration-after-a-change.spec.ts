import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { encodeSelection } from '@/lib/configurator/share';
import { expectAccessible } from './axe';
import { firstFamily, twd } from './configurator';
import { expect, test } from './fixtures';

// Issue 20 on a phone and at a desk: a share link made before headquarters changed the catalog (a part
// it held has been withdrawn since, the vehicle's price changed) opens with the changes said, in the
// portal's own words, and priced as it is now.

test('a share link from before a catalog change opens with what changed said, priced anew', async ({ page, request }, testInfo) => {
  const family: VehicleFamilyDetail = await firstFamily(request);
  const [vehicle, color] = [family.vehicles[0], family.colors[0]];
  const withdrawnPart = crypto.randomUUID();
  const selection = {
    vehicleUuid: vehicle.uuid,
    colorUuid: color.uuid,
    colorMaterialUuid: color.materials[0].uuid,
    originPartUuids: [withdrawnPart],
    localPartUuids: [],
    quantity: 1,
  };
  // As the sender saw it: the vehicle 20,000 cheaper, and a part the catalog no longer has.
  const amounts = {
    [vehicle.uuid]: vehicle.price - 20_000,
    [color.materials[0].uuid]: color.materials[0].surcharge,
    [withdrawnPart]: 30_000,
  };
  await page.goto(`/vehicleowner/info-${family.uuid}/components?c=${encodeSelection(selection, amounts)}`);
  const told = page.getByRole('status').filter({ hasText: '型錄已更新' });
  await expect(told).toContainText('分享的配置中有 1 個項目已停售，已從配置中移除。');
  await expect(told).toContainText(
    `「${family.name} ${vehicle.hp} hp」分享時為 ${twd(vehicle.price - 20_000)}，現行價格為 ${twd(vehicle.price)}。`,
  );
  await expect(page.getByTestId('price-total')).toHaveText(twd(vehicle.price + color.materials[0].surcharge));
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/screens/configurator-shared-after-change-${testInfo.project.name}.png` });
  await told.getByRole('button', { name: '知道了' }).click();
  await expect(page.getByText('型錄已更新')).toBeHidden();
});
