import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { answer, apiServer, bodyOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import type { StaffAccount } from '@/lib/schemas/staff-data';
import { system } from '@/lib/theme/system';
import { showToast } from '@/lib/site/toasts';
import { AccountsView } from './accounts-view';
import { keepSignIn } from './staff-session';

// Issue 36: the administrator changes a person's role and dealer, disables an account and ends all of
// a person's sessions, each after a confirmation saying what happens; and sees each one's last sign-in.

jest.mock('@/lib/site/toasts', () => ({ showToast: jest.fn() }));

const ADMIN = '6f0c1f3e-1d2b-4c5a-8e9f-0a1b2c3d4e5f';
const SALES = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
const account = (fields: Partial<StaffAccount>): StaffAccount => ({
  uuid: SALES,
  email: 'north.sales@staff.example',
  name: '張家豪',
  phone: '',
  role: 'dealer_sales',
  dealerCode: 'north',
  enrolled: true,
  disabled: false,
  createdAt: '2026-11-01T02:00:00Z',
  lastSignInAt: '2026-11-28T01:05:00Z',
  ...fields,
});
const ACCOUNTS = [
  account({ uuid: ADMIN, email: 'admin@staff.example', name: '系統管理員', role: 'admin', dealerCode: null }),
  account({}),
  account({
    uuid: '3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e',
    email: 'new@staff.example',
    name: '林新人',
    enrolled: false,
    lastSignInAt: null,
  }),
];

setupApiServer(
  http.get('/api/staff/accounts/v1', () => answer(ACCOUNTS)),
  http.get('/api/staff/dealers/v1', () =>
    answer([
      { code: 'north', name: '桃園營業所' },
      { code: 'south', name: '高雄營業所' },
    ]),
  ),
);

async function openScreen() {
  keepSignIn('a-token', { uuid: ADMIN, name: '系統管理員', email: 'admin@staff.example', role: 'admin', dealerCode: null });
  render(
    <ChakraProvider value={system}>
      <AccountsView />
    </ChakraProvider>,
  );
  await screen.findByText('林新人');
  return { user: userEvent.setup(), row: (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })) };
}

afterEach(() => window.localStorage.clear());

describe('/staff/accounts', () => {
  it("shows each person's last sign-in in Taipei time, and 尚未登入 for one who never signed in", async () => {
    const { row } = await openScreen();
    expect(screen.getByRole('columnheader', { name: '最近登入' })).toBeInTheDocument();
    expect(row('張家豪').getByText('2026/11/28 09:05')).toBeInTheDocument();
    expect(row('林新人').getByText('尚未登入')).toBeInTheDocument();
  });

  it('changes a role and dealer only after a confirmation that says what changes', async () => {
    const { user, row } = await openScreen();
    apiServer.use(http.put(`/api/staff/accounts/v1/${SALES}`, () => answer(account({ role: 'dealer_manager', dealerCode: 'south' }))));
    await user.click(row('張家豪').getByRole('button', { name: '變更角色' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: '變更 張家豪 的角色與經銷商' }));
    expect(dialog.getByText('尚未變更任何項目。')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '確認變更' })).toBeDisabled();
    await user.selectOptions(dialog.getByLabelText('新的角色'), 'dealer_manager');
    await user.selectOptions(dialog.getByLabelText('新的經銷商'), 'south');
    const said = dialog.getAllByRole('listitem').map((item) => item.textContent);
    expect(said).toEqual([
      '角色：經銷業務 → 經銷主管',
      '經銷商：桃園營業所 → 高雄營業所',
      '所有登入將立即結束，須重新登入。',
      '負責中的預購單與合約（如有）將解除指派，由主管重新指派。',
    ]);
    expect(sentRequests(`/api/staff/accounts/v1/${SALES}`, 'PUT')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: '確認變更' }));
    await screen.findByText('張家豪');
    const [sent] = sentRequests(`/api/staff/accounts/v1/${SALES}`, 'PUT');
    expect(await bodyOf(sent)).toEqual({ role: 'dealer_manager', dealerCode: 'south' });
    expect(showToast).toHaveBeenCalledWith('已變更 張家豪 的角色與經銷商，其所有登入已結束', 'success');
  });

  it('disables an account only after saying the person is signed out everywhere and cannot sign in; 取消 sends nothing', async () => {
    const { user, row } = await openScreen();
    apiServer.use(http.put(`/api/staff/accounts/v1/${SALES}`, () => answer(account({ disabled: true }))));
    await user.click(row('張家豪').getByRole('button', { name: '停用' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: '停用 張家豪（north.sales@staff.example）的帳號？' }));
    expect(dialog.getByText('所有登入將立即結束（每台電腦、每個分頁）。')).toBeInTheDocument();
    expect(dialog.getByText('停用後無法登入，直到管理員再次啟用。')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '取消' }));
    expect(sentRequests(`/api/staff/accounts/v1/${SALES}`, 'PUT')).toHaveLength(0);

    await user.click(row('張家豪').getByRole('button', { name: '停用' }));
    dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: '確認停用' }));
    await screen.findByText('張家豪');
    expect(await bodyOf(sentRequests(`/api/staff/accounts/v1/${SALES}`, 'PUT')[0])).toEqual({ disabled: true });
  });

  it("ends all of a person's sessions with one confirmed button, and says how many ended", async () => {
    const { user, row } = await openScreen();
    apiServer.use(http.post(`/api/staff/accounts/v1/${SALES}/end-sessions`, () => answer({ ended: 2 })));
    await user.click(row('張家豪').getByRole('button', { name: '結束所有登入' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: '結束 張家豪 的所有登入？' }));
    expect(dialog.getByText('帳號不會停用。')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '結束所有登入' }));
    await screen.findByText('張家豪');
    expect(sentRequests(`/api/staff/accounts/v1/${SALES}/end-sessions`, 'POST')).toHaveLength(1);
    expect(showToast).toHaveBeenCalledWith('已結束 張家豪 的 2 個登入', 'success');
  });

  it('offers the administrator no button that would lock themself out', async () => {
    const { row } = await openScreen();
    for (const name of ['變更角色', '停用', '結束所有登入'])
      expect(row('系統管理員').queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
