import { StrictMode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { memoryStorage } from '@/lib/testing/memory-storage';
import { system } from '@/lib/theme/system';
import { makeStore } from '@/store/make-store';
import { VerifyEmail } from './verify-email';

const TEMP_UUID = '0b5f7a2e-3c1d-4e8f-9a6b-2d4c6e8f0a1b';
let search = '';
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));


// jsdom has no Response: the fields apiRequest reads.
const envelope = (code: string, message: string, status: number) => ({ ok: status < 300, status, json: async () => ({ code, message, data: null }) });

function renderPage(query: string, answer: ReturnType<typeof envelope>) {
  search = query;
  const fetchMock = jest.fn<Promise<typeof answer>, [string, RequestInit?]>(async () => answer);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  render(
    <StrictMode>
      <Provider store={makeStore({ storage: memoryStorage() })}>
        <ChakraProvider value={system}>
          <VerifyEmail />
        </ChakraProvider>
      </Provider>
    </StrictMode>,
  );
  return fetchMock;
}

describe('/verifyemail', () => {
  it('asks for the password set at registration before the mailed link is sent, then says the account is active', async () => {
    const fetchMock = renderPage(`tempUuid=${TEMP_UUID}&code=123456`, envelope('00000', '成功', 200));
    const user = userEvent.setup();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(await screen.findByLabelText('密碼', { exact: false, selector: 'input' }), 'Blue-Truck-Harbor-88');
    await user.click(screen.getByRole('button', { name: '啟用帳號' }));
    expect(await screen.findByText('電子郵件已驗證，您的帳號已啟用。')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/member/member/v1/valid');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ tempUuid: TEMP_UUID, code: '123456', password: 'Blue-Truck-Harbor-88' });
  });

  it('keeps a password that is not this registration\'s on its field, and the form to try again', async () => {
    const refusal = { ok: false, status: 422, json: async () => ({ code: 'V00001', message: '資料格式不正確', data: { errors: [{ path: 'password', message: '密碼與這筆註冊不符' }] } }) };
    renderPage(`tempUuid=${TEMP_UUID}&code=123456`, refusal as unknown as ReturnType<typeof envelope>);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('密碼', { exact: false, selector: 'input' }), 'Not-Mine-At-All-1');
    await user.click(screen.getByRole('button', { name: '啟用帳號' }));
    expect(await screen.findByText('密碼與這筆註冊不符')).toBeInTheDocument();
    expect(screen.getByLabelText('密碼', { exact: false, selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: '啟用帳號' })).toBeInTheDocument();
  });

  it('says why a used link does not work and offers the way to log in', async () => {
    renderPage(`tempUuid=${TEMP_UUID}&code=123456`, envelope('C00001', '此驗證碼已使用過，無需再次驗證', 422));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('密碼', { exact: false, selector: 'input' }), 'Blue-Truck-Harbor-88');
    await user.click(screen.getByRole('button', { name: '啟用帳號' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此驗證碼已使用過');
    expect(screen.getByRole('link', { name: '前往登入' })).toHaveAttribute('href', '/login/0');
  });

  it('a link cut short is not sent at all', async () => {
    const fetchMock = renderPage(`tempUuid=${TEMP_UUID}&code=12`, envelope('00000', '成功', 200));
    expect(await screen.findByText(/這個驗證連結不完整/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
