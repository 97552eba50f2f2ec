import { screen, waitFor, within } from '@testing-library/react';
import { notFound } from 'next/navigation';
import { formatTwd } from '@/lib/format/money';
import { CONTRACT_OLD, PREORDER_DETAIL, PREORDER_OLD, TIMELINE } from '@/lib/testing/purchases';
import { http } from 'msw';
import { answer, apiServer, notFoundAnswer, pathOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { amountOf, factOf } from '@/lib/testing/dom-queries';
import { renderWithProviders, TEST_LOGIN } from '@/lib/testing/render-with-providers';
import { PreorderSpecView } from './preorder-spec-view';
import { DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';

jest.setTimeout(20_000);
jest.mock('next/navigation', () => ({
  notFound: jest.fn(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/member/purchase/preorder-spec',
  useSearchParams: () => new URLSearchParams(),
}));

setupApiServer();

const PATH = `/api/order/order/v1/${PREORDER_OLD}`;
const section = (name: string) => screen.getByRole('region', { name });

/** The page for a member, GET PATH answered by `respond`. */
function show(tab: 0 | 1, respond = () => answer(PREORDER_DETAIL)) {
  apiServer.use(
    http.get(PATH, respond),
    http.get(`/api/order/timeline/v1/${PREORDER_OLD}`, () => answer(TIMELINE)),
  );
  return renderWithProviders(<PreorderSpecView uuid={PREORDER_OLD} tab={tab} />, { preloadedLogin: TEST_LOGIN });
}

beforeEach(() => jest.mocked(notFound).mockClear());

describe('PreorderSpecView', () => {
  it('shows the number, date and status of the pre-order', async () => {
    show(1);
    expect(await screen.findByTestId('record-number')).toHaveTextContent('PO-20250901-0001');
    expect(screen.getByText('已轉合約')).toBeInTheDocument();
    expect(factOf(document.body, '預購日期')).toHaveTextContent('2025/09/01');
    expect(screen.getByRole('link', { name: '查看此預購單的合約' })).toHaveAttribute(
      'href',
      `/member/purchase/contract-detail-${CONTRACT_OLD}?tab=1`,
    );
    expect(screen.getByRole('link', { name: '← 返回購車管理' })).toHaveAttribute('href', '/member/purchase?tab=1');
  });

  it('shows the configuration as ordered: frozen names and specs, not a catalog lookup', async () => {
    show(0);
    const spec = await screen.findByRole('region', { name: '車輛規格' });
    expect(factOf(spec, '車系')).toHaveTextContent('泰嵐 TL 35（2025 年式）（輕型商用車）');
    expect(factOf(spec, '馬力')).toHaveTextContent('175 hp');
    expect(factOf(spec, '懸吊')).toHaveTextContent('空氣懸吊');
    expect(factOf(spec, '後軸齒比')).toHaveTextContent('R4.1');
    expect(factOf(spec, '變速箱')).toHaveTextContent('6速自手排 AMT');
    expect(factOf(spec, '軸距')).toHaveTextContent('3,350 mm');
    expect(factOf(spec, '輪數')).toHaveTextContent('4輪');
    expect(factOf(spec, '車色')).toHaveTextContent('極地白（珍珠烤漆）');
    expect(factOf(spec, '原廠配件')).toHaveTextContent('倒車顯影系統（舊款）');
    expect(factOf(spec, '在地加裝')).toHaveTextContent('冷藏廂體（2025 年式）');
    // The pre-order and its history; nothing of the catalog.
    expect(sentRequests().map(pathOf)).toEqual([PATH, `/api/order/timeline/v1/${PREORDER_OLD}`]);
  });

  it('shows each price line, unit price, quantity, total and deposit as ordered', async () => {
    show(0);
    const price = await screen.findByRole('region', { name: '價格明細' });
    const lines = within(price).getAllByRole('rowheader').slice(0, 4);
    expect(lines.map((line) => [line.textContent, line.nextElementSibling?.textContent])).toEqual([
      ['車輛泰嵐 TL 35（2025 年式） 175 hp', formatTwd(1_282_000)],
      ['烤漆極地白（珍珠烤漆）', formatTwd(32_000)],
      ['原廠配件倒車顯影系統（舊款）', formatTwd(14_500)],
      ['在地加裝冷藏廂體（2025 年式）', formatTwd(380_000)],
    ]);
    expect(amountOf(price, '單台價格')).toBe('NT$ 1,708,500');
    expect(amountOf(price, '數量')).toBe('2 台');
    expect(amountOf(price, '總價（含稅）')).toBe('NT$ 3,417,000');
    expect(amountOf(price, DEPOSIT_LABEL)).toBe('NT$ 171,000');
  });

  it('prints the page with 列印', async () => {
    const print = jest.fn();
    window.print = print;
    const { user } = show(0);
    await user.click(await screen.findByRole('button', { name: '列印' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(section('價格明細')).toBeInTheDocument();
  });

  it("shows the site's 404 for an unknown or another member's pre-order (N00404)", async () => {
    show(0, notFoundAnswer);
    await waitFor(() => expect(notFound).toHaveBeenCalled());
    expect(screen.queryByTestId('record-number')).not.toBeInTheDocument();
  });

  it("lists what happened, oldest first, with a moved date's old and new day and its reason", async () => {
    show(1);
    const history = await screen.findByRole('region', { name: '進度紀錄' });
    const items = await within(history).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2025/11/20預購單已送出',
      '2025/11/21經銷商聯繫中經銷商已受理預購單，將與您聯繫',
      '2025/12/01合約已備妥，請審閱審閱期至 2025/12/06',
      '2025/12/08「排產」預計日期變更2025/12/11 → 2025/12/20（原因：零件供應）',
    ]);
  });
});

describe('取消預購 (issue 36)', () => {
  it('is offered on an open pre-order', async () => {
    show(1, () => answer({ ...PREORDER_DETAIL, status: 'contacting', contractUuid: null }));
    const cancel = await screen.findByRole('region', { name: '取消預購' });
    expect(within(cancel).getByRole('button', { name: '取消預購單…' })).toBeInTheDocument();
  });

  it('is not offered once the pre-order has a contract', async () => {
    show(1);
    expect(await screen.findByTestId('record-number')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '取消預購' })).not.toBeInTheDocument();
  });
});
