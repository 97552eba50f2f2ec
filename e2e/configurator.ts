import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';

/** NT$ as the portal writes it. */
export const twd = (amount: number) => `NT$ ${amount.toLocaleString('en-US')}`;

export async function firstFamily(request: APIRequestContext) {
  const [{ uuid }] = ((await (await request.get('/api/vehicle/family/v1')).json()) as { data: Array<{ uuid: string }> }).data;
  return (await (await request.get(`/api/vehicle/family/v1/${uuid}`)).json()).data as VehicleFamilyDetail;
}

/** Chooses the first vehicle's six components and the first color, as a person would; ends on the color step. */
export async function chooseFirstVehicleAndColor(page: Page, family: VehicleFamilyDetail) {
  const vehicle = family.vehicles[0];
  const pick = (group: string, value: string) => page.getByRole('radiogroup', { name: group }).getByText(value, { exact: true }).click();
  await page.goto(`/vehicleowner/info-${family.uuid}/components`);
  await pick('馬力', `${vehicle.hp} hp`);
  await pick('懸吊', vehicle.suspension);
  await pick('後軸齒比', vehicle.ratCode);
  await pick('變速箱', vehicle.gearBox);
  await pick('軸距', `${vehicle.wheelBase.toLocaleString('en-US')} mm`);
  await pick('輪數', vehicle.wheelCount);
  await page.getByRole('link', { name: '下一步：車色' }).click();
  await pick('車色', family.colors[0].name);
}

/** Configures the first vehicle with the first color, as a person would, up to the pre-order step. */
export async function configure(page: Page, family: VehicleFamilyDetail) {
  await chooseFirstVehicleAndColor(page, family);
  await page.getByRole('link', { name: '下一步：原廠配件' }).click();
  await page.getByRole('link', { name: '下一步：在地加裝' }).click();
  await page.getByRole('link', { name: '下一步：確認預購' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('確認預購');
  return family.vehicles[0].price + family.colors[0].materials[0].surcharge;
}

/** Scrolls the agreement to its end, which opens the accept box, and accepts. */
export async function readAndAccept(page: Page) {
  const accept = page.getByRole('checkbox', { name: '我已閱讀並同意預購須知' });
  await expect(accept).toBeDisabled();
  await page.getByRole('region', { name: /預購須知/ }).evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(accept).toBeEnabled();
  await accept.focus();
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();
}
