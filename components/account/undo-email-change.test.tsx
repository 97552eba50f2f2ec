import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { answer, apiServer, bodyOf, pathOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { renderWithProviders, type ProviderOptions } from '@/lib/testing/render-with-providers';
import { UndoEmailChange } from './undo-email-change';

const TOKEN = 'q3Xf9_Lk2-Zp8RtY7uVw1bN4mC6dE0aS5hJ2kL9oP3i';
let search = '';
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));

setupApiServer();
const UNDO_PATH = '/api/member/member/v1/email/undo';
const restored = (value: boolean) => () => answer({ restored: value });

/** The page opened from the mailed link with `query`; the undo call answered by `respond`. */
function renderPage(query: string, respond: () => Response | Promise<Response>, options: ProviderOptions = {}) {
  search = query;
  apiServer.use(http.post(UNDO_PATH, respond));
  return renderWithProviders(<UndoEmailChange />, { ...options, strict: true });
}

const BUTTON = '改回原本的電子郵件';

describe('/verifyemail/undo', () => {
  it('changes nothing on opening the link (a mail scanner may open it); the button sends the token once', async () => {
    const { user } = renderPage(`token=${TOKEN}`, restored(true));
    expect(sentRequests()).toEqual([]);

    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByText('已將帳號的電子郵件改回此信箱，所有裝置上的登入都已登出。')).toBeInTheDocument();
    expect(sentRequests()).toHaveLength(1);
    const [request] = sentRequests();
    expect(pathOf(request)).toBe('/api/member/member/v1/email/undo');
    expect(request.method).toBe('POST');
    expect(await bodyOf(request)).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: '忘記密碼，設定新密碼' })).toHaveAttribute('href', '/login/forget-1');
  });

  it('forgets a login kept in this browser without cutting its own call short', async () => {
    const navigate = jest.fn();
    // The answer comes a moment later, as over a network.
    const later = async () => {
      await delay(30);
      return answer({ restored: true });
    };
    const { store, user } = renderPage(`token=${TOKEN}`, later, {
      environment: { navigate, announce: jest.fn() },
      preloadedLogin: { token: 'tok-1', memberUuid: 'm-1', valid: true },
    });

    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByText('已將帳號的電子郵件改回此信箱，所有裝置上的登入都已登出。')).toBeInTheDocument();
    expect(store.getState().login.cvWebToken).toBe('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says plainly when another member holds the old address now, and offers no password reset for it', async () => {
    const { user } = renderPage(`token=${TOKEN}`, restored(false));
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByText(/此信箱已屬於另一個會員帳號，因此無法改回/)).toBeInTheDocument();
    expect(screen.getByText('請聯絡客服協助取回帳號。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '忘記密碼，設定新密碼' })).not.toBeInTheDocument();
  });

  it('shows why a used or expired link does not work', async () => {
    const { user } = renderPage(`token=${TOKEN}`, () =>
      answer(null, 'C00001', 422, '此連結已使用過或已超過 7 天，無法再改回電子郵件；如有疑問請聯絡客服'),
    );
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此連結已使用過或已超過 7 天');
  });

  it('a link cut short offers no button and sends nothing', () => {
    renderPage(`token=${TOKEN.slice(0, 20)}`, restored(true));
    expect(screen.getByText(/這個連結不完整/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    expect(sentRequests()).toEqual([]);
  });
});
