import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memoryStorage } from '@/lib/testing/memory-storage';
import type { PreorderDetail } from '@/lib/sale/purchases';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { decodeSelection, SHARE_QUERY } from '@/lib/configurator/share';
import { evaluateOrder } from '@/lib/sale/pricing';
import { answer, apiServer, bodyOf, sentRequests, serverErrorAnswer, setupApiServer } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { seedFamily } from '@/lib/testing/seed-family';
import { showToast } from '@/lib/site/toasts';
import { componentChosen, orderSelectionOf } from '@/store/configurator';
import { makeStore } from '@/store/make-store';
import { loginStored } from '@/store/slices/login-slice';
import { familyLoaded, selectionsChanged } from '@/store/slices/vehicle-order-slice';
import { OrderStep } from './order-step';

jest.mock('@/lib/site/toasts', () => ({ showToast: jest.fn() }));
jest.setTimeout(20_000);

const PATHNAME = '/vehicleowner/info-family-0/localCarParts';
const push = jest.fn<void, [string]>();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => PATHNAME,
  useSearchParams: () => new URLSearchParams('preorder=1'),
}));

// ---------------------------------------------------------------------------------------------------
// The light family (泰嵐 TL 35) of the seed catalog, as the API gives it.

const FAMILY = seedFamily();
const VEHICLE = FAMILY.vehicles.find((vehicle) => vehicle.uuid === 'tl35-175-air-r41-6amt-3350-4w')!;

/** A store with the family loaded and, unless told otherwise, a complete configuration chosen. */
function orderStore({ configured = true, loggedIn = false } = {}) {
  const store = makeStore({ storage: memoryStorage() });
  store.dispatch(familyLoaded(FAMILY));
  if (configured) {
    for (const key of ['hp', 'suspension', 'ratCode', 'gearBox', 'wheelBase', 'wheelCount'] as const)
      store.dispatch(componentChosen(key, VEHICLE[key]));
    store.dispatch(selectionsChanged({ selectedColor: 'polar-white', selectedColorMaterial: 'polar-white:polar-white-pearl' }));
  }
  if (loggedIn) store.dispatch(loginStored({ token: 't', memberUuid: 'm', valid: true }));
  return store;
}

// ---------------------------------------------------------------------------------------------------
// The API: the pre-order call and the catalog, answered by MSW.

setupApiServer();
const ORDER_PATH = '/api/order/order/v1';
const FAMILY_PATH = `/api/vehicle/family/v1/${FAMILY.uuid}`;
/** The answers to POST /order/order/v1, in order: an answer, HttpResponse.error() (the connection is lost), or a promise. */
let postAnswers: Array<Response | Promise<Response>>;
/** The catalog GET /vehicle/family/v1/{id} gives after a refusal. */
let reloadedFamily: VehicleFamilyDetail;

const posts = () => sentRequests(ORDER_PATH, 'POST');
const keyOf = (request: Request) => request.headers.get('Idempotency-Key');

const PREORDER: PreorderDetail = (() => {
  const selection = { ...orderSelectionOf(orderStore().getState().vehicleOrder) };
  const { configuration, price } = evaluateOrder(FAMILY, selection);
  return {
    uuid: 'preorder-1',
    number: 'PO20250101-000001',
    status: 'submitted',
    createdAt: '2025-01-01T00:00:00.000Z',
    quantity: 1,
    agreementVersion: '3',
    familyName: FAMILY.name,
    configuration: configuration!,
    price,
    contractUuid: null,
    quote: null,
  };
})();

let uuidCount = 0;
beforeEach(() => {
  push.mockClear();
  jest.mocked(showToast).mockClear();
  postAnswers = [];
  reloadedFamily = FAMILY;
  // A POST beyond the answers given falls through to no handler, which fails the test.
  apiServer.use(
    http.post(ORDER_PATH, () => postAnswers.shift()),
    http.get(FAMILY_PATH, () => answer(reloadedFamily)),
  );
  uuidCount = 0;
  jest.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(() => `00000000-0000-4000-8000-${String(++uuidCount).padStart(12, '0')}`);
});
afterEach(() => jest.restoreAllMocks());

// ---------------------------------------------------------------------------------------------------
// The agreement: jsdom lays nothing out (every height 0 reads as "seen whole"), so the region is given a
// text taller than its box, and scrolling is simulated.

const VIEW = 240;
const FULL = 1200;
let restoreLayout: () => void;
beforeEach(() => {
  const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')!;
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  Object.defineProperty(Element.prototype, 'scrollHeight', { configurable: true, get: () => FULL });
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => VIEW });
  restoreLayout = () => {
    Object.defineProperty(Element.prototype, 'scrollHeight', scrollHeight);
    Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  };
});
afterEach(() => restoreLayout());

const agreementRegion = () => screen.getByRole('region', { name: '預購須知（第 3 版）' });
const acceptBox = () => screen.getByRole('checkbox', { name: '我已閱讀並同意預購須知' });
const scrollTo = (element: HTMLElement, top: number) => {
  Object.defineProperty(element, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(element);
};

async function readAndAccept(user: ReturnType<typeof userEvent.setup>) {
  scrollTo(agreementRegion(), FULL - VIEW);
  await waitFor(() => expect(acceptBox()).toBeEnabled());
  await user.click(screen.getByText('我已閱讀並同意預購須知'));
  expect(acceptBox()).toBeChecked();
}

const submitButton = () => screen.getByRole('button', { name: '成為車主：送出預購' });

// ---------------------------------------------------------------------------------------------------

describe('OrderStep', () => {
  it('a visitor is sent to log in (and back here) once the agreement is read and accepted; nothing is sent', async () => {
    const { user, store } = renderWithProviders(<OrderStep family={FAMILY} />, { store: orderStore() });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: '登入後送出預購' });
    expect(screen.queryByRole('button', { name: '成為車主：送出預購' })).not.toBeInTheDocument();
    expect(screen.getByText(/送出預購需要會員帳號/)).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(acceptBox()).toBeDisabled();

    // Read but not yet accepted: still closed.
    scrollTo(agreementRegion(), FULL - VIEW);
    await waitFor(() => expect(acceptBox()).toBeEnabled());
    expect(button).toBeDisabled();

    await user.click(screen.getByText('我已閱讀並同意預購須知'));
    expect(store.getState().vehicleOrder.acceptAgreement).toBe(true);
    expect(button).toBeEnabled();

    expect(store.getState().login.goBackPreorder).toBe(false);
    await user.click(button);
    expect(store.getState().login.goBackPreorder).toBe(true);
    expect(push).toHaveBeenCalledTimes(1);
    // Back to this step, the selection in the address, so that a mailed link opened in another browser brings it too.
    const sentTo = new URL(push.mock.calls[0][0], 'http://portal.invalid');
    expect(sentTo.pathname).toBe('/login/0');
    const returnTo = new URL(sentTo.searchParams.get('returnTo')!, 'http://portal.invalid');
    expect(`${returnTo.pathname}?preorder=${returnTo.searchParams.get('preorder')}`).toBe(`${PATHNAME}?preorder=1`);
    expect(decodeSelection(returnTo.searchParams.get(SHARE_QUERY)!, FAMILY)).toMatchObject({
      vehicleUuid: VEHICLE.uuid,
      colorUuid: 'polar-white',
      quantity: 1,
    });
    expect(sentRequests()).toEqual([]);
    // The selection is kept for the return.
    expect(store.getState().vehicleOrder).toMatchObject({
      selectedVehicle: VEHICLE.uuid,
      selectedColor: 'polar-white',
      acceptAgreement: true,
    });
  });

  it('a member clicking twice quickly sends one pre-order with an Idempotency-Key, then goes to the result', async () => {
    let deliver!: (response: Response) => void;
    postAnswers.push(new Promise<Response>((resolve) => (deliver = resolve)));
    const { user, store } = renderWithProviders(<OrderStep family={FAMILY} />, { store: orderStore({ loggedIn: true }) });
    expect(screen.queryByRole('button', { name: '登入後送出預購' })).not.toBeInTheDocument();
    expect(screen.queryByText(/送出預購需要會員帳號/)).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await readAndAccept(user);
    expect(submitButton()).toBeEnabled();

    await user.dblClick(submitButton());
    await user.click(screen.getByRole('button', { name: /送出中/ }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(screen.getByRole('button', { name: /送出中/ })).toBeDisabled();

    const [call] = posts();
    expect(keyOf(call)).toBe('00000000-0000-4000-8000-000000000001');
    expect(call.headers.get('cv-web-token')).toBe('t');
    expect(await bodyOf(call)).toEqual({
      vehicleFamilyUuid: FAMILY.uuid,
      vehicleUuid: VEHICLE.uuid,
      colorUuid: 'polar-white',
      colorMaterialUuid: 'polar-white:polar-white-pearl',
      originPartUuids: [],
      localPartUuids: [],
      quantity: 1,
      acceptAgreement: true,
      agreementVersion: '3',
    });

    deliver(answer(PREORDER, '00000', 201));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/vehicleowner/preorder-result?id=${PREORDER.uuid}`));
    expect(push).toHaveBeenCalledTimes(1);
    expect(store.getState().vehicleOrder.lastPreorder).toEqual(PREORDER);
    // Until the page goes, the button stays busy: no second pre-order.
    expect(screen.getByRole('button', { name: /送出中/ })).toBeDisabled();
    expect(posts()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a lost connection, the retry sends the same Idempotency-Key (the first may have landed)', async () => {
    postAnswers.push(HttpResponse.error(), answer(PREORDER, '00000', 201));
    const { user, store } = renderWithProviders(<OrderStep family={FAMILY} />, { store: orderStore({ loggedIn: true }) });
    await readAndAccept(user);

    await user.click(submitButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('網路連線異常，請確認網路後再試一次。', 'error'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(push).not.toHaveBeenCalled();
    expect(store.getState().vehicleOrder.lastPreorder).toBeNull();

    await user.click(submitButton());
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/vehicleowner/preorder-result?id=${PREORDER.uuid}`));
    const [first, second] = posts();
    expect(posts()).toHaveLength(2);
    expect(keyOf(first)).toBeTruthy();
    expect(keyOf(second)).toBe(keyOf(first));
    expect(await bodyOf(second)).toEqual(await bodyOf(first));
    expect(store.getState().vehicleOrder.lastPreorder).toEqual(PREORDER);
  });

  it('after a server failure (E00500), the retry sends the same Idempotency-Key (the pre-order may have been made)', async () => {
    postAnswers.push(serverErrorAnswer(), answer(PREORDER, '00000', 201));
    const { user } = renderWithProviders(<OrderStep family={FAMILY} />, { store: orderStore({ loggedIn: true }) });
    await readAndAccept(user);

    await user.click(submitButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('系統忙碌中，請稍後再試', 'error'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(push).not.toHaveBeenCalled();

    await user.click(submitButton());
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/vehicleowner/preorder-result?id=${PREORDER.uuid}`));
    const [first, second] = posts();
    expect(posts()).toHaveLength(2);
    expect(keyOf(second)).toBe(keyOf(first));
  });

  it('an O00001 refusal shows its message, reloads the catalog, and the next attempt uses a new key', async () => {
    postAnswers.push(answer(null, 'O00001', 422, '所選車型已停售，請重新選擇'), answer(PREORDER, '00000', 201));
    const { user, store } = renderWithProviders(<OrderStep family={FAMILY} />, { store: orderStore({ loggedIn: true }) });
    await readAndAccept(user);

    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('所選車型已停售，請重新選擇');
    await waitFor(() => expect(sentRequests(FAMILY_PATH).length).toBeGreaterThan(0));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(push).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
    // The reloaded catalog is the same family: the selection is kept.
    expect(store.getState().vehicleOrder.selectedVehicle).toBe(VEHICLE.uuid);

    await user.click(submitButton());
    // A new attempt clears the old message.
    await waitFor(() => expect(screen.queryByText('所選車型已停售，請重新選擇')).not.toBeInTheDocument());
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/vehicleowner/preorder-result?id=${PREORDER.uuid}`));
    const [first, second] = posts();
    expect(posts()).toHaveLength(2);
    expect(keyOf(first)).toBe('00000000-0000-4000-8000-000000000001');
    expect(keyOf(second)).toBe('00000000-0000-4000-8000-000000000002');
  });

  // After a refusal the catalog is loaded again into the store, and the problems are worked out from it.
  it('after an O00001, the reloaded catalog lists the withdrawn vehicle among the problems', async () => {
    reloadedFamily = { ...FAMILY, vehicles: FAMILY.vehicles.filter((vehicle) => vehicle.uuid !== VEHICLE.uuid) };
    postAnswers.push(answer(null, 'O00001', 422, '所選車型已停售，請重新選擇'));
    const { user, store } = renderWithProviders(<OrderStep family={FAMILY} />, { store: orderStore({ loggedIn: true }) });
    await readAndAccept(user);

    await user.click(submitButton());
    await waitFor(() => expect(store.getState().vehicleOrder.vehicleObject?.vehicles).toHaveLength(FAMILY.vehicles.length - 1));
    await waitFor(() => expect(screen.getByText('這個配置還不能預購：')).toBeInTheDocument());
    expect(submitButton()).toBeDisabled();
  });

  it('the quantity goes from 1 up to the family maximum, one at a time', async () => {
    expect(FAMILY.maxQuantity).toBe(5);
    const { user, store } = renderWithProviders(<OrderStep family={FAMILY} />, { store: orderStore({ loggedIn: true }) });
    const less = screen.getByRole('button', { name: '減少一台' });
    const more = screen.getByRole('button', { name: '增加一台' });
    expect(screen.getByRole('group', { name: '預購數量（每筆 1 至 5 台）' })).toBeInTheDocument();
    expect(screen.getByTestId('quantity')).toHaveTextContent('1 台');
    expect(less).toBeDisabled();
    expect(more).toBeEnabled();

    await user.click(less);
    expect(store.getState().vehicleOrder.quantity).toBe(1);

    for (let quantity = 2; quantity <= FAMILY.maxQuantity; quantity += 1) {
      await user.click(more);
      expect(store.getState().vehicleOrder.quantity).toBe(quantity);
      expect(screen.getByTestId('quantity')).toHaveTextContent(`${quantity} 台`);
      expect(less).toBeEnabled();
    }
    expect(more).toBeDisabled();
    await user.click(more);
    expect(store.getState().vehicleOrder.quantity).toBe(5);
    expect(evaluateOrder(FAMILY, orderSelectionOf(store.getState().vehicleOrder)).price.quantity).toBe(5);

    await user.click(less);
    expect(store.getState().vehicleOrder.quantity).toBe(4);
    expect(more).toBeEnabled();
    for (let quantity = 3; quantity >= 1; quantity -= 1) {
      await user.click(less);
      expect(store.getState().vehicleOrder.quantity).toBe(quantity);
    }
    expect(less).toBeDisabled();
    expect(screen.getByTestId('quantity')).toHaveTextContent('1 台');

    // The quantity chosen is the one sent.
    await user.click(more);
    await user.click(more);
    postAnswers.push(answer({ ...PREORDER, quantity: 3 }, '00000', 201));
    await readAndAccept(user);
    await user.click(submitButton());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((await bodyOf(posts()[0])).quantity).toBe(3);
  });

  it('without a vehicle, the problems list says so and links to the step where it is chosen', async () => {
    const { user } = renderWithProviders(<OrderStep family={FAMILY} />, { store: orderStore({ configured: false, loggedIn: true }) });
    const problems = screen.getByRole('alert');
    expect(problems).toHaveTextContent('這個配置還不能預購：');
    const vehicleItem = within(problems).getByText('請選擇車型').closest('li')!;
    expect(within(vehicleItem).getByRole('link', { name: '前往「車型配備」修改' })).toHaveAttribute(
      'href',
      `/vehicleowner/info-${FAMILY.uuid}/components`,
    );
    // The paint is asked for only once a color is chosen.
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['請選擇車型', '請選擇顏色']);

    // Even with the agreement accepted, nothing can be sent.
    await readAndAccept(user);
    expect(submitButton()).toBeDisabled();
    expect(sentRequests()).toEqual([]);
  });
});
