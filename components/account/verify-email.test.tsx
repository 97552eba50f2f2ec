import { StrictMode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
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
  const fetchMock = jest.fn<Promise<typeof answer>, [string]>(async () => answer);
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
  it('checks the mailed link once, even when React runs the effect twice, and says the account is active', async () => {
    const fetchMock = renderPage(`tempUuid=${TEMP_UUID}&code=123456`, envelope('00000', '成功', 200));
    expect(await screen.findByText('電子郵件已驗證，您的帳號已啟用。')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/member/member/v1/valid?tempUuid=${TEMP_UUID}&code=123456`);
  });

  it('says why a used link does not work and offers the way to log in', async () => {
    renderPage(`tempUuid=${TEMP_UUID}&code=123456`, envelope('C00001', '此驗證碼已使用過，無需再次驗證', 422));
    expect(await screen.findByRole('alert')).toHaveTextContent('此驗證碼已使用過');
    expect(screen.getByRole('link', { name: '前往登入' })).toHaveAttribute('href', '/login/0');
  });

  it('a link cut short is not sent at all', async () => {
    const fetchMock = renderPage(`tempUuid=${TEMP_UUID}&code=12`, envelope('00000', '成功', 200));
    expect(await screen.findByText(/這個驗證連結不完整/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
