import { screen, waitFor, within } from '@testing-library/react';
import { notFound } from 'next/navigation';
import { milestoneStates } from '@/lib/sale/purchases';
import { CONTRACT_OLD, DELIVERY } from '@/lib/testing/purchases';
import { http } from 'msw';
import { answer, apiServer, notFoundAnswer, setupApiServer } from '@/lib/testing/api-server';
import { factOf } from '@/lib/testing/dom-queries';
import { renderWithProviders, TEST_LOGIN } from '@/lib/testing/render-with-providers';
import { DeliveryView } from './delivery-view';

jest.setTimeout(20_000);
jest.mock('next/navigation', () => ({
  notFound: jest.fn(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/member/purchase/delivery',
  useSearchParams: () => new URLSearchParams(),
}));

setupApiServer();

const PATH = `/api/order/delivery/v1/${CONTRACT_OLD}`;
/** The page for a member, GET PATH answered by `respond`. */
function show(tab: 0 | 2, respond: () => Response = () => answer(DELIVERY)) {
  apiServer.use(http.get(PATH, respond));
  return renderWithProviders(<DeliveryView contractUuid={CONTRACT_OLD} tab={tab} />, { preloadedLogin: TEST_LOGIN });
}
const steps = () => within(screen.getByRole('list', { name: '交車階段' })).getAllByRole('listitem');

beforeEach(() => jest.mocked(notFound).mockClear());

describe('DeliveryView', () => {
  it('shows the contract, the handover place and the estimated date at the top', async () => {
    show(2);
    expect(await screen.findByTestId('record-number')).toHaveTextContent('CT-20250910-0001');
    expect(factOf(document.body, '交車地點')).toHaveTextContent('泰嵐汽車 桃園營業所');
    expect(factOf(document.body, '預計交車日')).toHaveTextContent('2025/11/12');
  });

  it('lists the milestones in order as an ordered list, exactly one marked as the current step', async () => {
    show(2);
    await screen.findByRole('list', { name: '交車階段' });
    expect(screen.getByRole('list', { name: '交車階段' }).tagName).toBe('OL');
    const items = steps();
    const labels = ['合約成立', '排產', '生產完成', '到港／出廠', '加裝（在地配件）', '領牌', '交車'];
    expect(items).toHaveLength(labels.length);
    labels.forEach((label, index) => expect(items[index]).toHaveTextContent(label));
    const current = items.filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('到港／出廠');
    expect(current[0]).toHaveTextContent('進行中');
    expect(items[0]).toHaveTextContent('已完成');
    expect(items[0]).toHaveTextContent('完成於 2025/09/10');
    expect(items[2]).toHaveTextContent('完成於 2025/10/15');
    expect(items[6]).toHaveTextContent('預計');
    expect(items[6]).toHaveTextContent('預計 2025/11/12');
  });

  it('marks no step current once every milestone is done (handed over)', async () => {
    const handedOver = {
      ...DELIVERY,
      milestones: milestoneStates(
        DELIVERY.milestones.map((m) => ({ ...m, doneAt: m.plannedAt })),
        true,
      ),
    };
    show(2, () => answer(handedOver));
    await screen.findByRole('list', { name: '交車階段' });
    expect(steps().filter((item) => item.hasAttribute('aria-current'))).toHaveLength(0);
    expect(steps().every((item) => item.textContent?.includes('已完成'))).toBe(true);
  });

  it('once handed over, calls the day 交車日 with the day it happened, not an estimate', async () => {
    const handedOver = {
      ...DELIVERY,
      milestones: milestoneStates(
        DELIVERY.milestones.map((m) => ({ ...m, doneAt: m.key === 'handover' ? '2025-11-14T04:00:00.000Z' : m.plannedAt })),
        true,
      ),
    };
    show(2, () => answer(handedOver));
    await screen.findByRole('list', { name: '交車階段' });
    expect(factOf(document.body, '交車日')).toHaveTextContent('2025/11/14');
    expect(screen.queryByText('預計交車日')).toBeNull();
  });

  it('shows each moved date of a step with its old and new day and the reason', async () => {
    const moved = {
      ...DELIVERY,
      milestones: DELIVERY.milestones.map((m) =>
        m.key === 'shipped'
          ? {
              ...m,
              moves: [
                {
                  oldDate: '2025-10-20T16:00:00.000Z',
                  newDate: '2025-10-25T16:00:00.000Z',
                  reason: '零件供應',
                  at: '2025-10-01T02:00:00.000Z',
                },
              ],
            }
          : m,
      ),
    };
    show(2, () => answer(moved));
    await screen.findByRole('list', { name: '交車階段' });
    const shipped = steps().find((item) => item.textContent?.includes('到港／出廠'))!;
    expect(shipped).toHaveTextContent('2025/10/01 改期：2025/10/21 → 2025/10/26（原因：零件供應）');
  });

  it('links back to the contract and to the purchases tab', async () => {
    show(2);
    const related = await screen.findByRole('navigation', { name: '相關頁面' });
    expect(within(related).getByRole('link', { name: '合約明細' })).toHaveAttribute(
      'href',
      `/member/purchase/contract-detail-${CONTRACT_OLD}?tab=2`,
    );
    expect(screen.getByRole('link', { name: '← 返回購車管理' })).toHaveAttribute('href', '/member/purchase?tab=2');
  });

  it("shows the site's 404 for an unknown or another member's delivery (N00404)", async () => {
    show(0, notFoundAnswer);
    await waitFor(() => expect(notFound).toHaveBeenCalled());
  });
});
