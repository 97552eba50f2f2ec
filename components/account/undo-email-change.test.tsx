import { StrictMode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { memoryStorage } from '@/lib/testing/memory-storage';
import { system } from '@/lib/theme/system';
import { makeStore } from '@/store/make-store';
import { loginStored } from '@/store/slices/login-slice';
import { UndoEmailChange } from './undo-email-change';

const TOKEN = 'q3Xf9_Lk2-Zp8RtY7uVw1bN4mC6dE0aS5hJ2kL9oP3i';
let search = '';
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));

// jsdom has no Response: the fields apiRequest reads.
const envelope = (code: string, message: string, status: number, data: unknown = null) => ({
  ok: status < 300,
  status,
  json: async () => ({ code, message, data }),
});

function renderPage(query: string, answer: ReturnType<typeof envelope>, store = makeStore({ storage: memoryStorage() })) {
  search = query;
  const fetchMock = jest.fn<Promise<typeof answer>, [string, RequestInit]>(async () => answer);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  render(
    <StrictMode>
      <Provider store={store}>
        <ChakraProvider value={system}>
          <UndoEmailChange />
        </ChakraProvider>
      </Provider>
    </StrictMode>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const BUTTON = '改回原本的電子郵件';

describe('/verifyemail/undo', () => {
  it('changes nothing on opening the link (a mail scanner may open it); the button sends the token once', async () => {
    const { fetchMock, user } = renderPage(`token=${TOKEN}`, envelope('00000', '成功', 200, { restored: true }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByText('已將帳號的電子郵件改回此信箱，所有裝置上的登入都已登出。')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/member/member/v1/email/undo');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: '忘記密碼，設定新密碼' })).toHaveAttribute('href', '/login/forget-1');
  });

  it('forgets a login kept in this browser without cutting its own call short', async () => {
    const navigate = jest.fn();
    const store = makeStore({ storage: memoryStorage(), environment: { navigate, announce: jest.fn() } });
    store.dispatch(loginStored({ token: 'tok-1', memberUuid: 'm-1', valid: true }));
    const { fetchMock, user } = renderPage(`token=${TOKEN}`, envelope('00000', '成功', 200, { restored: true }), store);
    // The answer comes a moment later, as over a network.
    const answer = envelope('00000', '成功', 200, { restored: true });
    fetchMock.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(answer), 30)));

    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByText('已將帳號的電子郵件改回此信箱，所有裝置上的登入都已登出。')).toBeInTheDocument();
    expect(store.getState().login.cvWebToken).toBe('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says plainly when another member holds the old address now, and offers no password reset for it', async () => {
    const { user } = renderPage(`token=${TOKEN}`, envelope('00000', '成功', 200, { restored: false }));
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByText(/此信箱已屬於另一個會員帳號，因此無法改回/)).toBeInTheDocument();
    expect(screen.getByText('請聯絡客服協助取回帳號。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '忘記密碼，設定新密碼' })).not.toBeInTheDocument();
  });

  it('shows why a used or expired link does not work', async () => {
    const { user } = renderPage(`token=${TOKEN}`, envelope('C00001', '此連結已使用過或已超過 7 天，無法再改回電子郵件；如有疑問請聯絡客服', 422));
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此連結已使用過或已超過 7 天');
  });

  it('a link cut short offers no button and sends nothing', () => {
    const { fetchMock } = renderPage(`token=${TOKEN.slice(0, 20)}`, envelope('00000', '成功', 200, { restored: true }));
    expect(screen.getByText(/這個連結不完整/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
