import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { answer, apiServer, bodyOf, pathOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { VerifyEmail } from './verify-email';

const TEMP_UUID = '0b5f7a2e-3c1d-4e8f-9a6b-2d4c6e8f0a1b';
let search = '';
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));

setupApiServer();
const VALID_PATH = '/api/member/member/v1/valid';
const activated = () => answer(null);

/** The page opened from the mailed link with `query`; the activation call answered by `respond`. */
function renderPage(query: string, respond: () => Response) {
  search = query;
  apiServer.use(http.post(VALID_PATH, respond));
  renderWithProviders(<VerifyEmail />, { strict: true });
}

describe('/verifyemail', () => {
  it('asks for the password set at registration before the mailed link is sent, then says the account is active', async () => {
    renderPage(`tempUuid=${TEMP_UUID}&code=123456`, activated);
    const user = userEvent.setup();
    expect(sentRequests()).toEqual([]);
    await user.type(await screen.findByLabelText('密碼', { exact: false, selector: 'input' }), 'Blue-Truck-Harbor-88');
    await user.click(screen.getByRole('button', { name: '啟用帳號' }));
    expect(await screen.findByText('電子郵件已驗證，您的帳號已啟用。')).toBeInTheDocument();
    expect(sentRequests()).toHaveLength(1);
    const [request] = sentRequests();
    expect(pathOf(request)).toBe('/api/member/member/v1/valid');
    expect(request.method).toBe('POST');
    expect(await bodyOf(request)).toEqual({ tempUuid: TEMP_UUID, code: '123456', password: 'Blue-Truck-Harbor-88' });
  });

  it("keeps a password that is not this registration's on its field, and the form to try again", async () => {
    const refusal = () => answer({ errors: [{ path: 'password', message: '密碼與這筆註冊不符' }] }, 'V00001', 422, '資料格式不正確');
    renderPage(`tempUuid=${TEMP_UUID}&code=123456`, refusal);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('密碼', { exact: false, selector: 'input' }), 'Not-Mine-At-All-1');
    await user.click(screen.getByRole('button', { name: '啟用帳號' }));
    expect(await screen.findByText('密碼與這筆註冊不符')).toBeInTheDocument();
    expect(screen.getByLabelText('密碼', { exact: false, selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: '啟用帳號' })).toBeInTheDocument();
  });

  it('says why a used link does not work and offers the way to log in', async () => {
    renderPage(`tempUuid=${TEMP_UUID}&code=123456`, () => answer(null, 'C00001', 422, '此驗證碼已使用過，無需再次驗證'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('密碼', { exact: false, selector: 'input' }), 'Blue-Truck-Harbor-88');
    await user.click(screen.getByRole('button', { name: '啟用帳號' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此驗證碼已使用過');
    expect(screen.getByRole('link', { name: '前往登入' })).toHaveAttribute('href', '/login/0');
  });

  it('a link cut short is not sent at all', async () => {
    renderPage(`tempUuid=${TEMP_UUID}&code=12`, activated);
    expect(await screen.findByText(/這個驗證連結不完整/)).toBeInTheDocument();
    expect(sentRequests()).toEqual([]);
  });
});
