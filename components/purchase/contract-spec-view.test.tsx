import { screen, waitFor, within } from '@testing-library/react';
import { notFound } from 'next/navigation';
import { formatTwd } from '@/lib/format/money';
import { CONTRACT_NEW, contractDetail } from '@/lib/testing/purchases';
import { http } from 'msw';
import { answer, apiServer, notFoundAnswer, setupApiServer } from '@/lib/testing/api-server';
import { amountOf, factOf } from '@/lib/testing/dom-queries';
import { renderWithProviders, TEST_LOGIN } from '@/lib/testing/render-with-providers';
import { ContractSpecView } from './contract-spec-view';
import { DEPOSIT_LABEL } from '@/lib/sale/deposit-terms';

jest.setTimeout(20_000);
jest.mock('next/navigation', () => ({
  notFound: jest.fn(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/member/purchase/contract-spec',
  useSearchParams: () => new URLSearchParams(),
}));

setupApiServer();

const PATH = `/api/order/contract/v1/${CONTRACT_NEW}`;
/** The page for a member, GET PATH answered by `respond`. */
function show(tab: 0 | 1 | 2, respond: () => Response) {
  apiServer.use(http.get(PATH, respond));
  return renderWithProviders(<ContractSpecView uuid={CONTRACT_NEW} tab={tab} />, { preloadedLogin: TEST_LOGIN });
}

beforeEach(() => jest.mocked(notFound).mockClear());

describe('ContractSpecView', () => {
  it('shows the agreed configuration and the per-unit price lines, quantity, total and deposit', async () => {
    // The contract's agreed lines, which need not be today's (a price changed since the pre-order).
    const contract = contractDetail();
    contract.priceLines = contract.priceLines.map((line) =>
      line.kind === 'local-part' ? { ...line, label: '冷藏廂體（合約版）', amount: 390_000 } : line,
    );
    contract.unitPrice = 1_282_000 + 32_000 + 14_500 + 390_000;
    show(2, () => answer(contract));
    expect(await screen.findByTestId('record-number')).toHaveTextContent('CT-20251201-0002');
    expect(screen.getByText('合約審閱中')).toBeInTheDocument();

    const spec = screen.getByRole('region', { name: '車輛規格' });
    expect(factOf(spec, '車系')).toHaveTextContent('泰嵐 TL 35（2025 年式）');
    expect(factOf(spec, '車色')).toHaveTextContent('極地白（珍珠烤漆）');
    expect(factOf(spec, '原廠配件')).toHaveTextContent('倒車顯影系統（舊款）');

    const price = screen.getByRole('region', { name: '價格明細' });
    expect(within(price).getByRole('rowheader', { name: /冷藏廂體（合約版）/ }).nextElementSibling).toHaveTextContent(formatTwd(390_000));
    expect(amountOf(price, '單台價格')).toBe(formatTwd(1_282_000 + 32_000 + 14_500 + 390_000));
    expect(amountOf(price, '數量')).toBe('2 台');
    expect(amountOf(price, '總價（含稅）')).toBe(formatTwd(contract.price.total));
    expect(amountOf(price, DEPOSIT_LABEL)).toBe('NT$ 171,000');
  });

  it('links to the contract and the delivery, keeping the tab', async () => {
    show(1, () => answer(contractDetail()));
    const related = await screen.findByRole('navigation', { name: '相關頁面' });
    expect(within(related).getByRole('link', { name: '合約明細' })).toHaveAttribute(
      'href',
      `/member/purchase/contract-detail-${CONTRACT_NEW}?tab=1`,
    );
    expect(within(related).getByRole('link', { name: '交車進度' })).toHaveAttribute(
      'href',
      `/member/purchase/delivery-${CONTRACT_NEW}?tab=1`,
    );
    expect(screen.getByRole('link', { name: '← 返回購車管理' })).toHaveAttribute('href', '/member/purchase?tab=1');
  });

  it("shows the site's 404 for an unknown or another member's contract (N00404)", async () => {
    show(0, notFoundAnswer);
    await waitFor(() => expect(notFound).toHaveBeenCalled());
  });
});
