import type { ReactElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { memoryStorage } from '@/lib/testing/memory-storage';
import type { Vehicle, VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { formatTwd } from '@/lib/format/money';
import { evaluateOrder } from '@/lib/sale/pricing';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { seedFamily } from '@/lib/testing/seed-family';
import { showToast } from '@/lib/site/toasts';
import { componentChosen, orderSelectionOf, partToggled } from '@/store/configurator';
import { makeStore, type AppStore } from '@/store/make-store';
import { familyLoaded, quantitySet, selectionsChanged } from '@/store/slices/vehicle-order-slice';
import { AgreementBox } from './agreement-box';
import { ColorStep } from './color-step';
import { ComponentsStep } from './components-step';
import { PartsStep } from './parts-step';
import { PriceSummary } from './price-summary';
import { DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';

jest.mock('@/lib/site/toasts', () => ({ showToast: jest.fn() }));
jest.setTimeout(20_000);

// ---------------------------------------------------------------------------------------------------
// Shared fixture: the light family (泰嵐 TL 35) of the seed catalog, as the API gives it.

const FAMILY = seedFamily();
const vehicleByKey = (key: string) => FAMILY.vehicles.find((vehicle) => vehicle.uuid === key)!;
const partByName = (parts: VehicleFamilyDetail['carParts'], name: string) => parts.find((part) => part.name === name)!;

/** A store with the family loaded (as the configurator page does before showing a step). */
function familyStore() {
  const store = makeStore({ storage: memoryStorage() });
  store.dispatch(familyLoaded(FAMILY));
  return store;
}

const chooseVehicle = (store: AppStore, vehicle: Vehicle) => {
  for (const key of ['hp', 'suspension', 'ratCode', 'gearBox', 'wheelBase', 'wheelCount'] as const)
    store.dispatch(componentChosen(key, vehicle[key]));
};

const renderWith = (ui: ReactElement, store: AppStore = familyStore()) => renderWithProviders(ui, { store });

const group = (name: string) => screen.getByRole('radiogroup', { name });
/** The radio of a card, found by the card's visible text. */
const radio = (groupName: string, text: string) => within(group(groupName)).getByRole('radio', { name: new RegExp(`^${escape(text)}`) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The card (its <label>) that holds a radio or a checkbox. */
const cardOf = (input: HTMLElement) => input.closest('label')!;

beforeEach(() => jest.mocked(showToast).mockClear());

// ---------------------------------------------------------------------------------------------------

describe('ComponentsStep', () => {
  it('shows the six component groups, each value once, each group with a line on what it means', async () => {
    renderWith(<ComponentsStep family={FAMILY} />);
    await act(async () => undefined);
    for (const name of ['馬力', '懸吊', '後軸齒比', '變速箱', '軸距', '輪數']) expect(group(name)).toBeInTheDocument();
    expect(
      within(group('馬力'))
        .getAllByRole('radio')
        .map(cardOf)
        .map((card) => card.textContent),
    ).toEqual(['150 hp', '175 hp']);
    expect(
      within(group('軸距'))
        .getAllByRole('radio')
        .map(cardOf)
        .map((card) => card.textContent),
    ).toEqual(['2,800 mm', '3,350 mm', '3,850 mm']);
    // The explanation is the group's description, in the page's text (no hover needed on a phone).
    expect(group('後軸齒比')).toHaveAccessibleDescription('傳動軸轉幾圈後輪才轉一圈；數字大起步有力、爬坡好，數字小高速較省油。');
    expect(screen.getByText('前後輪軸中心的距離；越長可裝越長的車廂，越短越好迴轉。')).toBeVisible();
    expect(screen.getAllByRole('radio').every((input) => !(input as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: '清除車型選擇' })).not.toBeInTheDocument();
  });

  it('six choices name the vehicle and its price', async () => {
    const { user, store } = renderWith(<ComponentsStep family={FAMILY} />);
    for (const [name, text] of [
      ['馬力', '175 hp'],
      ['懸吊', '空氣懸吊'],
      ['後軸齒比', 'R4.1'],
      ['變速箱', '6速自手排 AMT'],
      ['軸距', '3,350 mm'],
      ['輪數', '4輪'],
    ]) {
      await user.click(within(group(name)).getByText(text));
    }

    expect(screen.getByText('已選定車型：泰嵐 TL 35 輕型貨車 175 hp・6速自手排 AMT・3,350 mm・4輪')).toBeInTheDocument();
    expect(screen.getByText('NT$ 1,282,000')).toBeInTheDocument();
    expect(store.getState().vehicleOrder.selectedVehicle).toBe('tl35-175-air-r41-6amt-3350-4w');
    expect(screen.queryByText(/尚需選擇/)).not.toBeInTheDocument();
  });

  it('with a complete choice, a value that makes another vehicle moves to it at once', async () => {
    const store = familyStore();
    chooseVehicle(store, vehicleByKey('tl35-150-leaf-r41-5mt-2800-4w'));
    const { user } = renderWith(<ComponentsStep family={FAMILY} />, store);
    expect(screen.getByText(/已選定車型：/)).toHaveTextContent('150 hp・5速手排・2,800 mm・4輪');
    expect(screen.getByText('NT$ 1,028,000')).toBeInTheDocument();
    // The same vehicle with the R4.9 axle exists.
    expect(cardOf(radio('後軸齒比', 'R4.9'))).not.toHaveTextContent('需一併調整');

    await user.click(within(group('後軸齒比')).getByText('R4.9'));
    expect(radio('後軸齒比', 'R4.9')).toBeChecked();
    expect(radio('後軸齒比', 'R4.1')).not.toBeChecked();
    expect(screen.getByText('NT$ 1,034,000')).toBeInTheDocument();
    expect(store.getState().vehicleOrder.selectedVehicle).toBe('tl35-150-leaf-r49-5mt-2800-4w');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a value that clashes says what else it changes, and picking it offers the smallest change of the rest: 套用 makes it, 取消 keeps the build', async () => {
    const store = familyStore();
    chooseVehicle(store, vehicleByKey('tl35-150-leaf-r41-5mt-2800-4w'));
    const { user } = renderWith(<ComponentsStep family={FAMILY} />, store);
    // Every air-suspended TL 35 has 175 hp, the AMT and at least 3,350 mm: the card stays open and says what else changes.
    expect(radio('懸吊', '空氣懸吊')).toBeEnabled();
    expect(radio('懸吊', '空氣懸吊')).toHaveAccessibleDescription('需一併調整馬力、變速箱、軸距');

    await user.click(within(group('懸吊')).getByText('空氣懸吊'));
    let dialog = screen.getByRole('dialog', { name: '調整其他配備' });
    expect(dialog).toHaveTextContent('選擇懸吊 空氣懸吊會將 馬力 改為 175 hp、變速箱 改為 6速自手排 AMT、軸距 改為 3,350 mm。');
    expect(dialog).toHaveTextContent('車型售價由 NT$ 1,028,000 變為 NT$ 1,282,000。');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().vehicleOrder.selectedVehicle).toBe('tl35-150-leaf-r41-5mt-2800-4w');
    expect(radio('懸吊', '鋼板彈簧')).toBeChecked();

    await user.click(within(group('懸吊')).getByText('空氣懸吊'));
    dialog = screen.getByRole('dialog', { name: '調整其他配備' });
    await user.click(within(dialog).getByRole('button', { name: '套用' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().vehicleOrder.selectedVehicle).toBe('tl35-175-air-r41-6amt-3350-4w');
    for (const [name, text] of [
      ['懸吊', '空氣懸吊'],
      ['馬力', '175 hp'],
      ['變速箱', '6速自手排 AMT'],
      ['軸距', '3,350 mm'],
      ['後軸齒比', 'R4.1'],
      ['輪數', '4輪'],
    ])
      expect(radio(name, text)).toBeChecked();
    expect(screen.getByText('NT$ 1,282,000')).toBeInTheDocument();
  });
});

describe('ColorStep', () => {
  it('asks for a color first, then shows the paints of the chosen color with the first one taken', async () => {
    const { user, store } = renderWith(<ColorStep family={FAMILY} />);
    expect(screen.getByText('請先選擇車色，再選擇烤漆。')).toBeInTheDocument();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);

    await user.click(screen.getByText('極地白'));
    expect(radio('車色', '極地白')).toBeChecked();
    const paints = group('極地白的烤漆');
    expect(within(paints).getAllByRole('radio')).toHaveLength(2);
    expect(paints).toHaveAccessibleDescription('一般烤漆為素色；金屬烤漆含金屬微粒，帶光澤；珍珠烤漆含雲母，隨角度變色，較不顯刮痕。');
    expect(radio('極地白的烤漆', '一般烤漆')).toBeChecked();
    expect(cardOf(radio('極地白的烤漆', '一般烤漆'))).toHaveTextContent('不加價');
    expect(cardOf(radio('極地白的烤漆', '珍珠烤漆'))).toHaveTextContent('加價 NT$ 32,000');
    expect(screen.queryByText('請先選擇車色，再選擇烤漆。')).not.toBeInTheDocument();
    expect(store.getState().vehicleOrder).toMatchObject({
      selectedColor: 'polar-white',
      selectedColorMaterial: 'polar-white:polar-white-solid',
    });

    await user.click(within(paints).getByText('珍珠烤漆'));
    expect(radio('極地白的烤漆', '珍珠烤漆')).toBeChecked();
    expect(radio('極地白的烤漆', '一般烤漆')).not.toBeChecked();
    expect(store.getState().vehicleOrder.selectedColorMaterial).toBe('polar-white:polar-white-pearl');
  });

  it('another color replaces the paint with its own first paint', async () => {
    const { user, store } = renderWith(<ColorStep family={FAMILY} />);
    await user.click(screen.getByText('極地白'));
    await user.click(screen.getByText('珍珠烤漆'));

    await user.click(screen.getByText('銀河灰'));
    expect(screen.queryByRole('radiogroup', { name: '極地白的烤漆' })).not.toBeInTheDocument();
    const paints = group('銀河灰的烤漆');
    expect(within(paints).getAllByRole('radio')).toHaveLength(1);
    expect(radio('銀河灰的烤漆', '金屬烤漆')).toBeChecked();
    expect(cardOf(radio('銀河灰的烤漆', '金屬烤漆'))).toHaveTextContent('加價 NT$ 18,000');
    expect(store.getState().vehicleOrder).toMatchObject({
      selectedColor: 'silver-grey',
      selectedColorMaterial: 'silver-grey:silver-grey-metallic',
    });
  });
});

describe('PartsStep', () => {
  const FLATBED = '鋁合金平斗（3.2 m）';
  const BOX = '箱型車廂（4.3 m）';
  const WING = '鋁合金翼開式車廂（5.0 m）';
  const BUMPER = '後防撞桿';
  const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${escape(name)}`) });

  it('lists the factory parts for kind origin and the body-builder parts for kind local', () => {
    renderWith(<PartsStep family={FAMILY} kind="origin" />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(FAMILY.carParts.length);
    expect(checkbox('倒車顯影系統')).not.toBeChecked();
    expect(cardOf(checkbox('倒車顯影系統'))).toHaveTextContent('NT$ 15,000');
    expect(screen.queryByRole('checkbox', { name: new RegExp(escape(FLATBED)) })).not.toBeInTheDocument();
  });

  it('ticking a part of an exclusive group replaces the other one and says so', async () => {
    const { user, store } = renderWith(<PartsStep family={FAMILY} kind="local" />);
    expect(cardOf(checkbox(FLATBED))).toHaveTextContent('同類擇一');
    expect(cardOf(checkbox(BUMPER))).not.toHaveTextContent('同類擇一');

    await user.click(screen.getByText(FLATBED));
    await user.click(screen.getByText(BUMPER));
    expect(checkbox(FLATBED)).toBeChecked();
    expect(checkbox(BUMPER)).toBeChecked();
    expect(showToast).not.toHaveBeenCalled();

    await user.click(screen.getByText(BOX));
    expect(checkbox(BOX)).toBeChecked();
    expect(checkbox(FLATBED)).not.toBeChecked();
    expect(checkbox(BUMPER)).toBeChecked();
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith(`已改選「${BOX}」，取代「${FLATBED}」（同類只能擇一）`);
    expect(store.getState().vehicleOrder.selectedLocal).toEqual([
      partByName(FAMILY.localCarParts, BUMPER).uuid,
      partByName(FAMILY.localCarParts, BOX).uuid,
    ]);

    // Unticking says nothing.
    await user.click(screen.getByText(BOX));
    expect(checkbox(BOX)).not.toBeChecked();
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(store.getState().vehicleOrder.selectedLocal).toEqual([partByName(FAMILY.localCarParts, BUMPER).uuid]);
  });

  it('a part that needs a longer wheelbase than the chosen vehicle is disabled and says why', async () => {
    const store = familyStore();
    chooseVehicle(store, vehicleByKey('tl35-150-leaf-r41-5mt-2800-4w'));
    const { user } = renderWith(<PartsStep family={FAMILY} kind="local" />, store);

    expect(checkbox(BOX)).toBeDisabled();
    expect(cardOf(checkbox(BOX))).toHaveTextContent('需要軸距 3,350 mm 以上的車型');
    expect(cardOf(checkbox(BOX))).not.toHaveTextContent('後雙開門');
    expect(checkbox(WING)).toBeDisabled();
    expect(cardOf(checkbox(WING))).toHaveTextContent('需要軸距 3,850 mm 以上的車型');
    expect(checkbox(FLATBED)).toBeEnabled();
    expect(cardOf(checkbox(FLATBED))).toHaveTextContent(partByName(FAMILY.localCarParts, FLATBED).description);

    await user.click(screen.getByText(BOX));
    expect(checkbox(BOX)).not.toBeChecked();
    expect(store.getState().vehicleOrder.selectedLocal).toEqual([]);
  });

  it('the same part fits a vehicle with a long enough wheelbase', () => {
    const store = familyStore();
    chooseVehicle(store, vehicleByKey('tl35-150-leaf-r41-5mt-3350-4w'));
    renderWith(<PartsStep family={FAMILY} kind="local" />, store);
    expect(checkbox(BOX)).toBeEnabled();
    expect(cardOf(checkbox(BOX))).not.toHaveTextContent('需要軸距');
    expect(checkbox(WING)).toBeDisabled();
  });

  it('詳細說明 opens a dialog titled with the part, without ticking it', async () => {
    const { user, store } = renderWith(<PartsStep family={FAMILY} kind="local" />);
    await user.click(screen.getByRole('button', { name: `「${WING}」詳細說明` }));

    const dialog = await screen.findByRole('dialog', { name: WING });
    expect(within(dialog).getByText(partByName(FAMILY.localCarParts, WING).description)).toBeInTheDocument();
    expect(within(dialog).getByText('NT$ 265,000（含稅）')).toBeInTheDocument();
    expect(within(dialog).getByText('適用軸距 3,850 mm 以上的車型。')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: `${WING} 示意圖` })).toBeInTheDocument();
    expect(store.getState().vehicleOrder.selectedLocal).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(checkbox(WING)).not.toBeChecked();
    // Focus is back where the person was.
    await waitFor(() => expect(screen.getByRole('button', { name: `「${WING}」詳細說明` })).toHaveFocus());
  });
});

describe('AgreementBox', () => {
  // jsdom lays nothing out: every height is 0, which reads as "the whole text is in view". The region is
  // given a text taller than its box, as in a browser.
  const VIEW = 240;
  const FULL = 1200;
  let restore: () => void;
  beforeEach(() => {
    const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')!;
    const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
    Object.defineProperty(Element.prototype, 'scrollHeight', { configurable: true, get: () => FULL });
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => VIEW });
    restore = () => {
      Object.defineProperty(Element.prototype, 'scrollHeight', scrollHeight);
      Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
    };
  });
  afterEach(() => restore());

  const scrollTo = (element: HTMLElement, top: number) => {
    Object.defineProperty(element, 'scrollTop', { configurable: true, value: top });
    fireEvent.scroll(element);
  };

  it('opens the accept box only once the text has been scrolled to its end, then records the acceptance', async () => {
    const { user, store } = renderWith(<AgreementBox version="3" text={FAMILY.agreement.text} />);
    const region = screen.getByRole('region', { name: '預購須知（第 3 版）' });
    expect(region).toHaveTextContent('第三條 退訂');
    const accept = screen.getByRole('checkbox', { name: '我已閱讀並同意預購須知' });
    expect(accept).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('請將預購須知捲動到最後，再勾選同意。');

    await user.click(screen.getByText('我已閱讀並同意預購須知'));
    expect(accept).not.toBeChecked();
    expect(store.getState().vehicleOrder.acceptAgreement).toBe(false);

    scrollTo(region, 400);
    expect(accept).toBeDisabled();
    expect(store.getState().vehicleOrder.isFinishReading).toBe(false);

    scrollTo(region, FULL - VIEW);
    await waitFor(() => expect(accept).toBeEnabled());
    expect(screen.queryByText('請將預購須知捲動到最後，再勾選同意。')).not.toBeInTheDocument();
    expect(store.getState().vehicleOrder.isFinishReading).toBe(true);
    expect(store.getState().vehicleOrder.acceptAgreement).toBe(false);

    await user.click(screen.getByText('我已閱讀並同意預購須知'));
    expect(accept).toBeChecked();
    expect(store.getState().vehicleOrder.acceptAgreement).toBe(true);

    await user.click(screen.getByText('我已閱讀並同意預購須知'));
    expect(accept).not.toBeChecked();
    expect(store.getState().vehicleOrder.acceptAgreement).toBe(false);
  });
});

describe('PriceSummary', () => {
  it('before a vehicle is chosen, shows the lowest price of the family', () => {
    renderWith(<PriceSummary family={FAMILY} />);
    expect(screen.getByText('選定車型後顯示價格。起始售價 NT$ 1,028,000。')).toBeInTheDocument();
    expect(screen.queryByTestId('price-total')).not.toBeInTheDocument();
  });

  it('prices the vehicle, paint and parts by the shared rule, with the deposit', () => {
    const store = familyStore();
    chooseVehicle(store, vehicleByKey('tl35-175-air-r41-6amt-3350-4w'));
    store.dispatch(selectionsChanged({ selectedColor: 'polar-white', selectedColorMaterial: 'polar-white:polar-white-pearl' }));
    store.dispatch(partToggled('selectedOrigin', partByName(FAMILY.carParts, '倒車顯影系統'), true));
    store.dispatch(partToggled('selectedLocal', partByName(FAMILY.localCarParts, '箱型車廂（4.3 m）'), true));
    store.dispatch(partToggled('selectedLocal', partByName(FAMILY.localCarParts, '垂直式尾門升降機（500 kg）'), true));
    store.dispatch(quantitySet(2));
    renderWith(<PriceSummary family={FAMILY} />, store);

    const { price } = evaluateOrder(FAMILY, orderSelectionOf(store.getState().vehicleOrder));
    // 1,282,000 + 32,000 + 15,000 + 135,000 + 98,000 = 1,562,000 a truck, two trucks.
    expect(price.total).toBe(3_124_000);
    expect(screen.getByTestId('price-total')).toHaveTextContent(formatTwd(price.total));
    expect(screen.getByTestId('price-total')).toHaveTextContent('NT$ 3,124,000');

    const summary = screen.getByRole('region', { name: '價格明細' });
    const row = (label: string) => within(summary).getByText(label).parentElement!;
    expect(row('泰嵐 TL 35 輕型貨車 175 hp')).toHaveTextContent('NT$ 1,282,000');
    expect(row('極地白（珍珠烤漆）')).toHaveTextContent('NT$ 32,000');
    expect(row('倒車顯影系統')).toHaveTextContent('NT$ 15,000');
    expect(row('箱型車廂（4.3 m）')).toHaveTextContent('NT$ 135,000');
    expect(row('單台價格')).toHaveTextContent('NT$ 1,562,000');
    expect(row('數量')).toHaveTextContent('2 台');
    // 5% of 3,124,000 is 156,200, rounded up to whole thousands.
    expect(row(DEPOSIT_LABEL)).toHaveTextContent('NT$ 157,000');
    expect(price.deposit).toBe(157_000);
  });

  it('a paint without surcharge reads 不加價', () => {
    const store = familyStore();
    chooseVehicle(store, vehicleByKey('tl35-150-leaf-r41-5mt-2800-4w'));
    store.dispatch(selectionsChanged({ selectedColor: 'signal-red', selectedColorMaterial: 'signal-red:signal-red-solid' }));
    renderWith(<PriceSummary family={FAMILY} />, store);
    expect(screen.getByText('信號紅（一般烤漆）').parentElement).toHaveTextContent('不加價');
    expect(screen.getByTestId('price-total')).toHaveTextContent('NT$ 1,028,000');
  });
});
