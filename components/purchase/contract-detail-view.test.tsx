import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@/lib/format/dates';
import { notFound } from 'next/navigation';
import { formatTwd } from '@/lib/format/money';
import { CONTRACT_NEW, CONTRACTS, contractDetail, ENTERPRISE_BUYER, PREORDER_OLD, PRICE, TIMELINE } from '@/lib/testing/purchases';
import { http } from 'msw';
import { answer, apiServer, notFoundAnswer, setupApiServer } from '@/lib/testing/api-server';
import { amountOf, factOf } from '@/lib/testing/dom-queries';
import { renderWithProviders, TEST_LOGIN } from '@/lib/testing/render-with-providers';
import { ContractDetailView } from './contract-detail-view';
import { BALANCE_LABEL, DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';

jest.setTimeout(20_000);
jest.mock('next/navigation', () => ({
  notFound: jest.fn(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/member/purchase/contract-detail',
  useSearchParams: () => new URLSearchParams(),
}));

setupApiServer();

const PATH = `/api/order/contract/v1/${CONTRACT_NEW}`;
/** The page for a member, GET PATH answered by `respond`. */
function showAnswer(respond: () => Response, tab: 0 | 1 | 2) {
  apiServer.use(
    http.get(PATH, respond),
    http.get('/api/order/timeline/v1/:uuid', () => answer(TIMELINE)),
  );
  return renderWithProviders(<ContractDetailView uuid={CONTRACT_NEW} tab={tab} />, { preloadedLogin: TEST_LOGIN });
}
const show = (contract = contractDetail(), tab: 0 | 1 | 2 = 2) => showAnswer(() => answer(contract), tab);

beforeEach(() => jest.mocked(notFound).mockClear());

describe('ContractDetailView', () => {
  it('shows the number, status, date and the end of the review period while reviewing', async () => {
    show();
    expect(await screen.findByTestId('record-number')).toHaveTextContent('CT-20251201-0002');
    expect(screen.getByText('合約審閱中')).toBeInTheDocument();
    expect(factOf(document.body, '合約日期')).toHaveTextContent('2025/12/01');
    expect(factOf(document.body, '審閱期至')).toHaveTextContent('2025/12/06');
    expect(factOf(document.body, '簽約日期')).toHaveTextContent('尚未簽約');
  });

  it('leaves out the review period once signed, and shows the signing date', async () => {
    show(contractDetail({ ...CONTRACTS[1] }));
    await screen.findByTestId('record-number');
    expect(screen.getByText('生產中')).toBeInTheDocument();
    expect(screen.queryByText('審閱期至')).not.toBeInTheDocument();
    expect(factOf(document.body, '簽約日期')).toHaveTextContent('2025/09/12');
  });

  it('shows an individual buyer as contracted, with the ID number masked as given', async () => {
    show();
    const buyer = await screen.findByRole('region', { name: '買方' });
    expect(factOf(buyer, '姓名')).toHaveTextContent('王小明');
    expect(factOf(buyer, '身分證字號')).toHaveTextContent('A12*****89');
    expect(factOf(buyer, '手機號碼')).toHaveTextContent('0912345678');
    expect(factOf(buyer, '地址')).toHaveTextContent('330 桃園市桃園區中正路 1 號');
    expect(within(buyer).queryByText('統一編號')).not.toBeInTheDocument();
  });

  it('shows an enterprise buyer with company, 統一編號, contact and title, and no ID number', async () => {
    show(contractDetail({ buyer: ENTERPRISE_BUYER }));
    const buyer = await screen.findByRole('region', { name: '買方' });
    expect(factOf(buyer, '公司名稱')).toHaveTextContent('大和物流股份有限公司');
    expect(factOf(buyer, '統一編號')).toHaveTextContent('12345675');
    expect(factOf(buyer, '聯絡人')).toHaveTextContent('陳大和');
    expect(factOf(buyer, '聯絡人職稱')).toHaveTextContent('車隊經理');
    expect(factOf(buyer, '公司電話')).toHaveTextContent('03-3456789');
    expect(within(buyer).queryByText('身分證字號')).not.toBeInTheDocument();
  });

  it('breaks the price down: 5% tax within the total, deposit and balance', async () => {
    show(contractDetail({ paid: 171_000, paymentStatus: 'deposit-paid' }));
    const price = await screen.findByRole('region', { name: '價格與付款' });
    const tax = Math.round((PRICE.total * 5) / 105);
    expect(amountOf(price, '車價（含烤漆）')).toBe(formatTwd((1_282_000 + 32_000) * 2));
    expect(amountOf(price, '配件')).toBe(formatTwd((14_500 + 380_000) * 2));
    expect(amountOf(price, '數量')).toBe('2 台');
    expect(amountOf(price, '營業稅（5%）')).toBe(formatTwd(tax));
    expect(amountOf(price, '營業稅（5%）')).toBe('NT$ 162,714');
    expect(amountOf(price, '未稅金額')).toBe(formatTwd(PRICE.total - tax));
    expect(amountOf(price, '總價（含稅）')).toBe('NT$ 3,417,000');
    expect(amountOf(price, DEPOSIT_LABEL)).toBe('NT$ 171,000');
    expect(amountOf(price, BALANCE_LABEL)).toBe(formatTwd(3_417_000 - 171_000));
    expect(factOf(price, '付款狀態')).toHaveTextContent('訂金已付，尾款待付');
    expect(factOf(price, '已付金額')).toHaveTextContent('NT$ 171,000');
    expect(factOf(price, '尚待付款')).toHaveTextContent(formatTwd(3_417_000 - 171_000));
  });

  it('shows the dealer with a phone link and a mail link', async () => {
    show();
    const dealer = await screen.findByRole('region', { name: '經銷商' });
    expect(factOf(dealer, '經銷商')).toHaveTextContent('泰嵐汽車 桃園營業所');
    expect(factOf(dealer, '業務專員')).toHaveTextContent('張家豪');
    expect(within(dealer).getByRole('link', { name: '03-4835-6600' })).toHaveAttribute('href', 'tel:0348356600');
    expect(within(dealer).getByRole('link', { name: 'taoyuan@dealer.tailan-trucks.example' })).toHaveAttribute(
      'href',
      'mailto:taoyuan@dealer.tailan-trucks.example',
    );
    expect(factOf(dealer, '地址')).toHaveTextContent('桃園市觀音區工業三路 8 號');
  });

  it('links to the full text, the spec, the delivery and the original pre-order, and back to the tab it came from', async () => {
    show(undefined, 2);
    const related = await screen.findByRole('navigation', { name: '相關頁面' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['合約全文', `/member/purchase/contract-text-${CONTRACT_NEW}?tab=2`],
      ['合約規格', `/member/purchase/contract-spec-${CONTRACT_NEW}?tab=2`],
      ['交車進度', `/member/purchase/delivery-${CONTRACT_NEW}?tab=2`],
      ['原預購單', `/member/purchase/preorder-spec-${PREORDER_OLD}?tab=2`],
    ]);
    expect(screen.getByRole('link', { name: 'PO-20250901-0001' })).toHaveAttribute(
      'href',
      `/member/purchase/preorder-spec-${PREORDER_OLD}?tab=2`,
    );
    expect(screen.getByRole('link', { name: '← 返回購車管理' })).toHaveAttribute('href', '/member/purchase?tab=2');
    expect(screen.getByRole('button', { name: '列印' })).toBeInTheDocument();
  });

  it("shows the site's 404 for an unknown or another member's contract (N00404)", async () => {
    showAnswer(notFoundAnswer, 0);
    await waitFor(() => expect(notFound).toHaveBeenCalled());
  });
});

describe('ContractDetailView: waiving the review period (issue 36)', () => {
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString();

  it('says until when the period runs and, only after the buyer confirms what they give up, records the waiver', async () => {
    let sent: unknown = null;
    let waivedAt: string | null = null;
    apiServer.use(
      http.post(`/api/order/contract/v1/${CONTRACT_NEW}/waive-review`, async ({ request }) => {
        sent = await request.json();
        waivedAt = '2026-11-28T02:30:00.000Z';
        return answer({ reviewWaivedAt: waivedAt });
      }),
    );
    showAnswer(() => answer(contractDetail({ reviewUntil: future, reviewWaivedAt: waivedAt })), 2);
    const review = await screen.findByRole('region', { name: '審閱期' });
    expect(review).toHaveTextContent(`至 ${formatDateTime(future)} 止。審閱期結束前，經銷商不會請您簽約。`);
    await userEvent.click(within(review).getByRole('button', { name: '放棄剩餘審閱期…' }));
    const form = within(review).getByRole('form', { name: '放棄剩餘審閱期' });
    expect(form).toHaveTextContent('經銷商從現在起就可以請您簽約');
    expect(form).toHaveTextContent('您仍可以決定不簽約');
    await userEvent.click(within(form).getByRole('button', { name: '確認放棄剩餘審閱期' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('請先勾選「我已了解放棄審閱期的影響」');
    expect(sent).toBeNull();
    await userEvent.click(within(form).getByLabelText('我已了解放棄審閱期的影響'));
    await userEvent.click(within(form).getByRole('button', { name: '確認放棄剩餘審閱期' }));
    await waitFor(() => expect(review).toHaveTextContent('您已於 2026/11/28 10:30 在會員專區聲明放棄剩餘的審閱期'));
    expect(sent).toEqual({ understood: true });
  });

  it('offers no waiver once the period has ended', async () => {
    show(contractDetail({ reviewUntil: '2025-12-06T15:59:59.000Z' }));
    await screen.findByTestId('record-number');
    expect(screen.queryByRole('button', { name: '放棄剩餘審閱期…' })).not.toBeInTheDocument();
  });
});
