import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { answer, apiServer, bodyOf, inTurn, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { renderWithProviders, TEST_LOGIN } from '@/lib/testing/render-with-providers';
import type { SavedConfiguration } from '@/store/saved-configuration-api';
import { SavedConfigurationsView } from './saved-configurations-view';

jest.setTimeout(20_000);
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/member/configurations',
  useSearchParams: () => new URLSearchParams(),
}));

setupApiServer();

const FAMILY = '6f1c2b9e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';
const saved = (n: number, extra: Partial<SavedConfiguration> = {}): SavedConfiguration => ({
  uuid: `0a1b2c3d-0000-4000-8000-00000000000${n}`,
  name: `配置 ${n}`,
  familyUuid: FAMILY,
  familyName: '泰嵐 TL 35 輕型貨車',
  code: `code${n}`,
  price: { unitPrice: 1_028_000, quantity: 1, total: 1_028_000 },
  changes: [],
  createdAt: '2026-11-29T02:00:00.000Z',
  updatedAt: '2026-11-29T02:00:00.000Z',
  version: 1,
  ...extra,
});
const LIST = '/api/member/configuration/v1';

function show(...answers: SavedConfiguration[][]) {
  apiServer.use(http.get(LIST, inTurn(...answers.map((list) => answer(list)))));
  return renderWithProviders(<SavedConfigurationsView />, { preloadedLogin: TEST_LOGIN });
}

describe('SavedConfigurationsView', () => {
  it("shows each at today's price with what changed since it was saved, and opens it with ?saved=1", async () => {
    show([saved(1, { changes: ['儲存的配置中有 1 個項目已停售，已從配置中移除。'] }), saved(2, { price: null })]);
    const first = (await screen.findByRole('heading', { name: '配置 1' })).closest('li')!;
    expect(within(first).getByText('今日價格 NT$ 1,028,000')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: '「配置 1」儲存後的目錄異動' })).toHaveTextContent('已停售');
    expect(within(first).getByRole('link', { name: '開啟「配置 1」' })).toHaveAttribute(
      'href',
      `/vehicleowner/info-${FAMILY}/components?c=code1&saved=1`,
    );
    expect(screen.getByText('目前無法計價')).toBeInTheDocument();
    expect(screen.getByText(/已儲存 2 \/ 20 組/)).toBeInTheDocument();
  });

  it('deletes only after the confirmation, sending the version it was read at', async () => {
    const { user } = show([saved(1, { version: 3 }), saved(2)], [saved(2)]);
    apiServer.use(http.delete(`${LIST}/:uuid`, () => answer(null)));
    await user.click(await screen.findByRole('button', { name: '刪除「配置 1」' }));
    expect(sentRequests(undefined, 'DELETE')).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { name: '刪除配置' });
    await user.click(within(dialog).getByRole('button', { name: '確認刪除' }));
    expect(await bodyOf(sentRequests(`${LIST}/${saved(1).uuid}`, 'DELETE')[0])).toEqual({ version: 3 });
    expect(await screen.findByRole('heading', { name: '配置 2' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '配置 1' })).not.toBeInTheDocument();
  });

  it('compares only 2 or 3: the link appears with the second tick, and a fourth cannot be ticked', async () => {
    const { user } = show([saved(1), saved(2), saved(3), saved(4)]);
    await user.click(await screen.findByRole('checkbox', { name: '加入比較：「配置 1」' }));
    expect(screen.queryByRole('link', { name: /比較配置/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '加入比較：「配置 2」' }));
    expect(screen.getByRole('link', { name: '比較配置（2 組）' })).toHaveAttribute(
      'href',
      `/vehicleowner/compare?item=${FAMILY}.code1&item=${FAMILY}.code2`,
    );
    await user.click(screen.getByRole('checkbox', { name: '加入比較：「配置 3」' }));
    expect(screen.getByRole('checkbox', { name: '加入比較：「配置 4」' })).toBeDisabled();
  });
});

describe('renaming', () => {
  it('after S00409 reads the list again, says why, and a second try sends the new version', async () => {
    const { user } = show([saved(1)], [saved(1, { name: '別的分頁改的', version: 2 })], [saved(1, { name: '新名字', version: 3 })]);
    const renames: Response[] = [answer({ record: saved(1, { version: 2 }) }, 'S00409'), answer(saved(1, { name: '新名字', version: 3 }))];
    apiServer.use(http.put(`${LIST}/:uuid`, () => renames.shift()));
    await user.click(await screen.findByRole('button', { name: '重新命名「配置 1」' }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: /新的名稱/ });
    await user.clear(field);
    await user.type(field, '新名字');
    await user.click(within(dialog).getByRole('button', { name: '儲存名稱' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('此筆資料剛被其他人更新');
    await user.click(within(dialog).getByRole('button', { name: '儲存名稱' }));
    expect(await screen.findByRole('heading', { name: '新名字' })).toBeInTheDocument();
    const sent = sentRequests(`${LIST}/${saved(1).uuid}`, 'PUT');
    expect(await Promise.all(sent.map(bodyOf))).toEqual([
      { name: '新名字', version: 1 },
      { name: '新名字', version: 2 },
    ]);
  });
});
