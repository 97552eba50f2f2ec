import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createRef } from 'react';
import { answer, apiServer, pathOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { memoryStorage } from '@/lib/testing/memory-storage';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { makeStore } from '@/store/make-store';
import { loginStored } from '@/store/slices/login-slice';
import { memberInfoLoaded } from '@/store/slices/member-slice';
import { drawerOpened } from '@/store/slices/ui-slice';
import { LoginDrawer } from './login-drawer';

setupApiServer();

function renderDrawer(loggedIn: boolean) {
  const navigate = jest.fn();
  const store = makeStore({ storage: memoryStorage(), environment: { navigate, announce: jest.fn() } });
  if (loggedIn) {
    store.dispatch(loginStored({ token: 'tok', memberUuid: 'm-1', valid: true }));
    store.dispatch(memberInfoLoaded({ name: '王小明' } as never));
  }
  store.dispatch(drawerOpened('login'));
  renderWithProviders(<LoginDrawer returnFocus={createRef()} />, { store });
  return { store, navigate };
}

describe('LoginDrawer', () => {
  it('offers a visitor 登入, 個人註冊, 或, 企業用戶註冊 and the terms note', async () => {
    renderDrawer(false);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: '登入' })).toHaveAttribute('href', '/login/0');
    expect(within(drawer).getByRole('link', { name: '個人註冊' })).toHaveAttribute('href', '/login/1');
    expect(within(drawer).getByText('或')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '企業用戶註冊' })).toHaveAttribute('href', '/login/2');
    expect(within(drawer).getByText(/註冊即表示您已閱讀並同意服務條款/)).toBeInTheDocument();
    const terms = within(drawer).getByRole('link', { name: /^服務條款\s*（另開新視窗）$/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(within(drawer).queryByRole('button', { name: '登出' })).not.toBeInTheDocument();
  });

  it('offers a member 個人基本資料, 購車管理 and 登出', async () => {
    renderDrawer(true);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('heading', { name: /王小明/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '個人基本資料' })).toHaveAttribute('href', '/member/info');
    expect(within(drawer).getByRole('link', { name: '購車管理' })).toHaveAttribute('href', '/member/purchase?tab=0');
    expect(within(drawer).queryByRole('link', { name: '個人註冊' })).not.toBeInTheDocument();
  });

  it('opens the privacy policy in a new tab', async () => {
    renderDrawer(false);
    const link = await screen.findByRole('link', { name: /隱私權政策/ });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('logs out: revokes the session on the server, forgets the login, closes the drawer and goes home', async () => {
    apiServer.use(http.post('/api/login/v1/logout', () => answer(null)));
    const { store, navigate } = renderDrawer(true);

    await userEvent.click(await screen.findByRole('button', { name: '登出' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    const [request] = sentRequests();
    expect(pathOf(request)).toBe('/api/login/v1/logout');
    expect(request.headers.get('cv-web-token')).toBe('tok');
    expect(store.getState().login.cvWebToken).toBe('');
    expect(store.getState().member.info).toBeNull();
    expect(store.getState().ui.drawers.login).toBe(false);
  });
});
