import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { answer, apiServer, bodyOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { memoryStorage } from '@/lib/testing/memory-storage';
import { renderWithProviders, TEST_LOGIN } from '@/lib/testing/render-with-providers';
import { seedFamily } from '@/lib/testing/seed-family';
import { defaultVehicleChosen } from '@/store/configurator';
import { makeStore } from '@/store/make-store';
import { familyLoaded } from '@/store/slices/vehicle-order-slice';
import { SaveConfiguration } from './save-configuration';

jest.setTimeout(20_000);
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/vehicleowner/info-family-0/components',
  useSearchParams: () => new URLSearchParams(),
}));

setupApiServer();

const FAMILY = seedFamily();
const PATH = '/api/member/configuration/v1';

/** Step 1 of the family with its first model, as the configurator opens it. */
function show(loggedIn: boolean) {
  const store = makeStore({ storage: memoryStorage() });
  store.dispatch(familyLoaded(FAMILY));
  store.dispatch(defaultVehicleChosen());
  return renderWithProviders(<SaveConfiguration family={FAMILY} />, { store, preloadedLogin: loggedIn ? TEST_LOGIN : undefined });
}

describe('SaveConfiguration', () => {
  it('asks a visitor to log in, coming back to this configuration', () => {
    show(false);
    const link = screen.getByRole('link', { name: '登入會員' });
    const back = new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('returnTo')!;
    expect(back).toMatch(new RegExp(`^/vehicleowner/info-${FAMILY.uuid}/components\\?c=[\\w-]+$`));
    expect(screen.queryByRole('button', { name: '儲存配置' })).not.toBeInTheDocument();
  });

  it('saves the configuration of step 1 under the name given, and says so', async () => {
    apiServer.use(
      http.post(PATH, async ({ request }) => answer({ ...((await request.clone().json()) as object), uuid: 'x' }, '00000', 201)),
    );
    const { user } = show(true);
    const name = screen.getByRole('textbox', { name: /配置名稱/ });
    expect(name).toHaveValue(`${FAMILY.name} ${FAMILY.vehicles[0].hp} hp`);
    await user.clear(name);
    await user.type(name, '冷鏈車隊');
    await user.click(screen.getByRole('button', { name: '儲存配置' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已儲存「冷鏈車隊」');
    expect(await bodyOf(sentRequests(PATH, 'POST')[0])).toEqual({
      name: '冷鏈車隊',
      familyUuid: FAMILY.uuid,
      vehicleUuid: FAMILY.vehicles[0].uuid,
      colorUuid: null,
      colorMaterialUuid: null,
      originPartUuids: [],
      localPartUuids: [],
      quantity: 1,
    });
  });

  it('shows the refusal of the 21st in words, and an empty name before anything is sent', async () => {
    apiServer.use(http.post(PATH, () => answer(null, 'K00001', 422, '最多可儲存 20 組配置，請先刪除不需要的配置再儲存。')));
    const { user } = show(true);
    await user.clear(screen.getByRole('textbox', { name: /配置名稱/ }));
    await user.click(screen.getByRole('button', { name: '儲存配置' }));
    expect(await screen.findByText('請輸入配置名稱')).toBeInTheDocument();
    expect(sentRequests(PATH, 'POST')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /配置名稱/ }), '第 21 組');
    await user.click(screen.getByRole('button', { name: '儲存配置' }));
    expect(within(await screen.findByRole('alert')).getByText('最多可儲存 20 組配置，請先刪除不需要的配置再儲存。')).toBeInTheDocument();
  });
});
