import { screen, waitFor, within } from '@testing-library/react';
import { formatTwd } from '@/lib/format/money';
import { CONTRACT_NEW, CONTRACT_OLD, CONTRACTS, PREORDER_NEW, PREORDER_OLD, PREORDERS } from '@/lib/testing/purchases';
import { http } from 'msw';
import { answer, apiServer, pathOf, sentRequests, serverErrorAnswer, setupApiServer } from '@/lib/testing/api-server';
import { renderWithProviders, TEST_LOGIN, TEST_TOKEN } from '@/lib/testing/render-with-providers';
import { PurchaseOverview } from './purchase-overview';

jest.setTimeout(20_000);
setupApiServer();

const LISTS = [http.get('/api/order/order/v1', () => answer(PREORDERS)), http.get('/api/order/contract/v1', () => answer(CONTRACTS))];
const paths = () => sentRequests().map(pathOf);

/** The overview for a member, the API answering with `handlers`. */
function showTab(tab: 0 | 1 | 2, handlers = LISTS) {
  apiServer.use(...handlers);
  return renderWithProviders(<PurchaseOverview tab={tab} />, { preloadedLogin: TEST_LOGIN });
}

const rowOf = (number: string) => screen.getByRole('heading', { level: 3, name: new RegExp(number) }).closest('li')!;

describe('PurchaseOverview', () => {
  it('marks the tab of the query as the current page, every tab a link that keeps ?tab=', async () => {
    showTab(2);
    const tabs = within(screen.getByRole('navigation', { name: '購車管理分頁' })).getAllByRole('link');
    expect(tabs.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['購車管理', '/member/purchase?tab=0'],
      ['預購單', '/member/purchase?tab=1'],
      ['合約與交車', '/member/purchase?tab=2'],
    ]);
    expect(tabs.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
    await screen.findByRole('heading', { level: 2, name: '合約與交車' });
  });

  it('tab 0 lists pre-orders and contracts in the order the API gives (newest first), with their badges and dates', async () => {
    showTab(0);
    await screen.findByRole('heading', { level: 2, name: '預購單' });
    expect(screen.getByRole('heading', { level: 2, name: '合約' })).toBeInTheDocument();
    const preorders = within(screen.getByRole('list', { name: '預購單列表' })).getAllByRole('heading', { level: 3 });
    expect(preorders.map((heading) => heading.textContent)).toEqual(['預購單 PO-20251120-0002', '預購單 PO-20250901-0001']);
    const contracts = within(screen.getByRole('list', { name: '合約列表' })).getAllByRole('heading', { level: 3 });
    expect(contracts.map((heading) => heading.textContent)).toEqual(['合約 CT-20251201-0002', '合約 CT-20250910-0001']);

    const newest = rowOf('PO-20251120-0002');
    expect(within(newest).getByText('已送出')).toBeInTheDocument();
    // 2025-11-19T17:30Z is already the 20th in Taipei.
    expect(within(newest).getByText('2025/11/20')).toBeInTheDocument();
    expect(within(newest).getByText(formatTwd(2_450_000))).toBeInTheDocument();
    expect(within(rowOf('PO-20250901-0001')).getByText('已轉合約')).toBeInTheDocument();
    expect(within(rowOf('CT-20251201-0002')).getByText('合約審閱中')).toBeInTheDocument();
    expect(within(rowOf('CT-20250910-0001')).getByText('生產中')).toBeInTheDocument();

    const tokens = sentRequests().map((request) => request.headers.get('cv-web-token'));
    expect(new Set(tokens)).toEqual(new Set([TEST_TOKEN]));
  });

  it('links each record to its pages, keeping the tab; a contracted pre-order also to its contract', async () => {
    showTab(0);
    await screen.findByRole('list', { name: '預購單列表' });
    const contracted = within(rowOf('PO-20250901-0001'));
    expect(contracted.getByRole('link', { name: /預購單規格/ })).toHaveAttribute(
      'href',
      `/member/purchase/preorder-spec-${PREORDER_OLD}?tab=0`,
    );
    expect(contracted.getByRole('link', { name: /查看合約/ })).toHaveAttribute(
      'href',
      `/member/purchase/contract-detail-${CONTRACT_OLD}?tab=0`,
    );
    const open = within(rowOf('PO-20251120-0002'));
    expect(open.getByRole('link', { name: /^預購單規格\s?（PO-20251120-0002）$/ })).toHaveAttribute(
      'href',
      `/member/purchase/preorder-spec-${PREORDER_NEW}?tab=0`,
    );
    expect(open.queryByRole('link', { name: /查看合約/ })).not.toBeInTheDocument();

    const contract = within(rowOf('CT-20251201-0002'));
    expect(contract.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/member/purchase/contract-detail-${CONTRACT_NEW}?tab=0`,
      `/member/purchase/contract-spec-${CONTRACT_NEW}?tab=0`,
      `/member/purchase/delivery-${CONTRACT_NEW}?tab=0`,
    ]);
  });

  it('tab 1 shows only the pre-orders and asks only for them', async () => {
    showTab(1);
    await screen.findByRole('list', { name: '預購單列表' });
    expect(screen.queryByRole('list', { name: '合約列表' })).not.toBeInTheDocument();
    expect(paths()).toEqual(['/api/order/order/v1']);
    expect(within(rowOf('PO-20250901-0001')).getByRole('link', { name: /預購單規格/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\?tab=1$/),
    );
  });

  it('tab 2 shows each contract with its current delivery step', async () => {
    showTab(2);
    await screen.findByRole('list', { name: '合約列表' });
    expect(paths()).toEqual(['/api/order/contract/v1']);
    expect(screen.queryByRole('list', { name: '預購單列表' })).not.toBeInTheDocument();
    expect(within(rowOf('CT-20250910-0001')).getByText('生產完成')).toBeInTheDocument();
    // Under review: nothing under way yet, and never called handed over.
    expect(within(rowOf('CT-20251201-0002')).getByText('待簽約')).toBeInTheDocument();
    expect(within(rowOf('CT-20251201-0002')).queryByText('已交車')).not.toBeInTheDocument();
    expect(within(rowOf('CT-20250910-0001')).getByRole('link', { name: /交車進度/ })).toHaveAttribute(
      'href',
      `/member/purchase/delivery-${CONTRACT_OLD}?tab=2`,
    );
  });

  it('with nothing bought yet, says so and leads to 成為車主', async () => {
    showTab(0, [http.get('/api/order/order/v1', () => answer([])), http.get('/api/order/contract/v1', () => answer([]))]);
    expect(await screen.findByText(/您還沒有預購單或合約/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往成為車主' })).toHaveAttribute('href', '/vehicleowner');
    expect(screen.queryByRole('list', { name: '預購單列表' })).not.toBeInTheDocument();
  });

  it('an empty tab of pre-orders also leads to 成為車主', async () => {
    showTab(1, [http.get('/api/order/order/v1', () => answer([]))]);
    expect(await screen.findByText(/您還沒有預購單/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往成為車主' })).toHaveAttribute('href', '/vehicleowner');
  });

  it('shows a status while loading, and after a failure a retry that loads the lists', async () => {
    let failing = true;
    const { user } = showTab(1, [http.get('/api/order/order/v1', () => (failing ? serverErrorAnswer() : answer(PREORDERS)))]);
    expect(screen.getByRole('status')).toHaveTextContent('正在載入購車資料');
    expect(await screen.findByRole('alert')).toHaveTextContent('無法載入購車資料');
    failing = false;
    await user.click(screen.getByRole('button', { name: '重新載入' }));
    await screen.findByRole('list', { name: '預購單列表' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(paths()).toEqual(['/api/order/order/v1', '/api/order/order/v1']));
  });
});
