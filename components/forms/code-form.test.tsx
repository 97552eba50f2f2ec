import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiError } from '@/lib/api/types';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { showToast } from '@/lib/site/toasts';
import { CodeForm, type CodeFormProps, type Outcome } from './code-form';

jest.mock('@/lib/site/toasts', () => ({ showToast: jest.fn() }));

const RESEND = /重新寄送驗證碼/;

function renderForm(props: Partial<CodeFormProps> = {}, user = userEvent.setup()) {
  const confirm = jest.fn<Promise<Outcome>, [string]>().mockResolvedValue(null);
  const resend = jest.fn<Promise<Outcome>, []>().mockResolvedValue(null);
  renderWithProviders(<CodeForm confirm={confirm} resend={resend} {...props} />, { user });
  const input = screen.getByLabelText(/6 位數驗證碼/);
  return {
    confirm: (props.confirm as jest.Mock | undefined) ?? confirm,
    resend: (props.resend as jest.Mock | undefined) ?? resend,
    input,
    user,
  };
}

beforeEach(() => (showToast as jest.Mock).mockClear());

describe('CodeForm: the code', () => {
  it('shows where the code went', () => {
    renderForm({ sentTo: 'wang@example.com' });
    expect(screen.getByText('wang@example.com')).toBeInTheDocument();
    expect(screen.getByText(/10 分鐘內有效/)).toBeInTheDocument();
  });

  it.each([['12345'], ['12a456'], ['']])('rejects %p with 驗證碼為 6 位數字 and does not confirm it', async (code) => {
    const { confirm, input, user } = renderForm();
    if (code) await user.type(input, code);
    await user.click(screen.getByRole('button', { name: '確認' }));

    expect(await screen.findByText('驗證碼為 6 位數字')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('驗證碼為 6 位數字');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue(code);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('takes at most 6 characters', async () => {
    const { input, user } = renderForm();
    await user.type(input, '12345678');
    expect(input).toHaveValue('123456');
  });

  it('confirms a 6-digit code with that code, under a custom label', async () => {
    const { confirm, input, user } = renderForm({ submitLabel: '完成註冊' });
    await user.type(input, '024680');
    await user.click(screen.getByRole('button', { name: '完成註冊' }));

    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith('024680');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('驗證碼為 6 位數字')).not.toBeInTheDocument();
  });

  it('shows an error returned by confirm in an alert, and keeps the code typed', async () => {
    const error: ApiError = { code: 'C00001', message: '驗證碼錯誤或已過期', status: 422, data: null };
    const confirm = jest.fn<Promise<Outcome>, [string]>().mockResolvedValue(error);
    const { input, user } = renderForm({ confirm });
    await user.type(input, '111111');
    await user.click(screen.getByRole('button', { name: '確認' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('驗證碼錯誤或已過期');
    expect(input).toHaveValue('111111');
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('puts a V00001 error on the code field itself', async () => {
    const error: ApiError = {
      code: 'V00001',
      message: '資料驗證失敗',
      status: 422,
      data: { errors: [{ path: 'code', message: '驗證碼已失效，請重新寄送' }] },
    };
    const confirm = jest.fn<Promise<Outcome>, [string]>().mockResolvedValue(error);
    const { input, user } = renderForm({ confirm });
    await user.type(input, '222222');
    await user.click(screen.getByRole('button', { name: '確認' }));

    await waitFor(() => expect(input).toHaveAccessibleDescription('驗證碼已失效，請重新寄送'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('CodeForm: resending', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  const fakeTimerUser = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('is disabled with a countdown right after a send, and enabled after 60 s', () => {
    jest.useFakeTimers();
    renderForm({}, fakeTimerUser());
    const button = screen.getByRole('button', { name: RESEND });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('重新寄送驗證碼（60 秒後可重寄）');

    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('重新寄送驗證碼（59 秒後可重寄）');

    act(() => jest.advanceTimersByTime(58_000));
    expect(button).toHaveTextContent('重新寄送驗證碼（1 秒後可重寄）');
    expect(button).toBeDisabled();

    act(() => jest.advanceTimersByTime(1000));
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent(/^重新寄送驗證碼$/);
  });

  it('does not resend while the countdown runs', async () => {
    jest.useFakeTimers();
    const { resend, user } = renderForm({}, fakeTimerUser());
    await user.click(screen.getByRole('button', { name: RESEND }));
    expect(resend).not.toHaveBeenCalled();
  });

  it('with cooldown={0} is enabled at once', () => {
    renderForm({ cooldown: 0 });
    const button = screen.getByRole('button', { name: RESEND });
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent(/^重新寄送驗證碼$/);
  });

  it('resends, says so, and starts a new 60 s countdown', async () => {
    jest.useFakeTimers();
    const { resend, input, user } = renderForm({ cooldown: 0 }, fakeTimerUser());
    await user.click(screen.getByRole('button', { name: RESEND }));

    expect(resend).toHaveBeenCalledTimes(1);
    const button = await screen.findByRole('button', { name: /60 秒後可重寄/ });
    expect(button).toBeDisabled();
    expect(showToast).toHaveBeenCalledWith('驗證碼已重新寄出', 'success');
    expect(input).toHaveFocus();

    act(() => jest.advanceTimersByTime(60_000));
    expect(button).toBeEnabled();
  });

  it('shows a failed resend in an alert and lets the person try again', async () => {
    const resend = jest
      .fn<Promise<Outcome>, []>()
      .mockResolvedValue({ code: 'L00003', message: '寄送次數過多，請稍後再試', status: 429, data: null });
    const { user } = renderForm({ cooldown: 0, resend });
    await user.click(screen.getByRole('button', { name: RESEND }));

    expect(await screen.findByRole('alert')).toHaveTextContent('寄送次數過多，請稍後再試');
    expect(screen.getByRole('button', { name: RESEND })).toBeEnabled();
    expect(showToast).not.toHaveBeenCalled();
  });
});
