import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { answer, apiServer, setupApiServer } from '@/lib/testing/api-server';
import { renderStaff } from '@/lib/testing/render-staff';
import { keepSignIn } from './staff-session';
import { PreorderListView } from './preorder-list-view';

const replace = jest.fn();
let search = '';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace }),
  usePathname: () => '/staff/preorders',
  useSearchParams: () => new URLSearchParams(search),
}));

const MANAGER = {
  uuid: '88888888-8888-4888-8888-888888888888',
  name: '王主管',
  email: 'boss@staff.example',
  role: 'dealer_manager' as const,
  dealerCode: 'north',
};
const SALES = '99999999-9999-4999-8999-999999999999';

setupApiServer(
  http.get('/api/staff/preorders/v1', () => answer({ items: [], total: 0, page: 1, pageSize: 20, counts: {} })),
  http.get('/api/vehicle/family/v1', () => answer([])),
  http.get('/api/staff/salespeople/v1', () =>
    answer([
      { uuid: SALES, name: '張家豪', role: 'dealer_sales', dealerCode: 'north' },
      { uuid: MANAGER.uuid, name: '王主管', role: 'dealer_manager', dealerCode: 'north' },
    ]),
  ),
);

describe('the pipeline filter by salesperson', () => {
  beforeEach(() => {
    keepSignIn('token', MANAGER);
    replace.mockClear();
  });

  it("offers a manager their dealer's people and 尚未指派, and keeps the choice in the address", async () => {
    const { user } = renderStaff(<PreorderListView />);
    const select = screen.getByRole('combobox', { name: '業務' });
    expect(await screen.findByRole('option', { name: '張家豪' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '王主管（我）' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '尚未指派' })).toBeInTheDocument();
    await user.selectOptions(select, '張家豪');
    expect(replace).toHaveBeenCalledWith(`/staff/preorders?assignee=${SALES}`);
  });

  it('shows the salesperson chosen in the address', async () => {
    search = `assignee=${SALES}`;
    renderStaff(<PreorderListView />);
    await screen.findByRole('option', { name: '張家豪' });
    expect(screen.getByRole('combobox', { name: '業務' })).toHaveValue(SALES);
    search = '';
  });
});

describe('the status tabs', () => {
  beforeEach(() => keepSignIn('token', MANAGER));

  it('show no count until the list has come, keeping its room (so the tabs do not grow and wrap), then the counts it brought', async () => {
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    apiServer.use(
      http.get('/api/staff/preorders/v1', async () => {
        await held;
        return answer({ items: [], total: 3, page: 1, pageSize: 20, counts: { submitted: 2, contacting: 1 } });
      }),
    );
    renderStaff(<PreorderListView />);
    const tabs = screen.getByRole('navigation', { name: '依狀態' });
    expect(tabs).not.toHaveTextContent(/（\d+）/);
    // Each count's place is held by a mark nobody hears: the tabs are named by their words alone.
    expect(within(tabs).getAllByText('（…）')).toHaveLength(5);
    expect(within(tabs).getByRole('button', { name: '全部' })).toBeInTheDocument();
    arrive();
    await waitFor(() => expect(tabs).toHaveTextContent('全部（3）已送出（2）經銷商聯繫中（1）已轉合約（0）已取消（0）'));
  });
});
