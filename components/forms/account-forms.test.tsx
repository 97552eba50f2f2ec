import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ApiError } from '@/lib/api/types';
import type { MemberInfo } from '@/lib/schemas/member-info';
import { addressHandler } from '@/lib/testing/address-api';
import { answer, apiServer, bodyOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { EmailForm } from '../account/email-form';
import { NewPasswordForm } from '../account/new-password-form';
import { LoginForm } from '../login/login-form';
import { ChangePasswordForm } from '../member/change-password-form';
import { EmailChangeForm } from '../member/email-change-form';
import { MemberEditForm } from '../member/member-edit-form';

jest.mock('@/lib/site/toasts', () => ({ showToast: jest.fn() }));
jest.setTimeout(20_000);

const routerMock = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn(), refresh: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => routerMock,
  useSearchParams: () => new URLSearchParams(''),
  usePathname: () => '/login/0',
}));

// The address API always answers; each test adds the call under test.
setupApiServer(addressHandler);

const LOGIN_URL = '/api/login/v1';
const CHANGE_PASSWORD_URL = '/api/member/member/v1/reset';
const MEMBER_URL = '/api/member/member/v1';

/** A field by its exact label: a password's show/hide button carries the label in its name too. */
const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input, select' });

beforeEach(() => {
  Object.values(routerMock).forEach((fn) => fn.mockClear());
});

describe('LoginForm', () => {
  const SUBMIT = '登入';

  it('shows 電子郵件格式不正確 for a bad e-mail once the field is left, and keeps it', async () => {
    const { user } = renderWithProviders(<LoginForm />);
    const email = field('電子郵件');
    await user.type(email, 'wang.xiaoming@');
    expect(screen.queryByText('電子郵件格式不正確')).not.toBeInTheDocument();

    await user.tab();

    expect(await screen.findByText('電子郵件格式不正確')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('電子郵件格式不正確');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('wang.xiaoming@');
  });

  it('asks for the password (請輸入密碼) and sends nothing when it is empty', async () => {
    const { user } = renderWithProviders(<LoginForm />);
    await user.type(field('電子郵件'), 'wang.xiaoming@example.com');
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    const password = field('密碼');
    await waitFor(() => expect(password).toHaveAccessibleDescription('請輸入密碼'));
    expect(screen.getByText('請輸入密碼')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(field('電子郵件')).toHaveValue('wang.xiaoming@example.com');
    expect(sentRequests()).toEqual([]);
    expect(routerMock.replace).not.toHaveBeenCalled();
  });

  it('shows L00002 (帳號或密碼錯誤) in an alert, empties the password and keeps the e-mail', async () => {
    apiServer.use(http.post(LOGIN_URL, () => answer(null, 'L00002', 401, '帳號或密碼錯誤')));
    const { user } = renderWithProviders(<LoginForm />);
    // type="email" inputs strip surrounding spaces themselves; the case is the form's to fold.
    await user.type(field('電子郵件'), 'Wang.Xiaoming@Example.com');
    await user.type(field('密碼'), 'Wrong-Password-1');
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    expect(await screen.findByRole('alert')).toHaveTextContent('帳號或密碼錯誤');
    const password = field('密碼');
    await waitFor(() => expect(password).toHaveValue(''));
    await waitFor(() => expect(password).toHaveFocus());
    expect(field('電子郵件')).toHaveValue('Wang.Xiaoming@Example.com');
    const [request] = sentRequests(LOGIN_URL, 'POST');
    expect(await bodyOf(request)).toEqual({ account: 'wang.xiaoming@example.com', password: 'Wrong-Password-1' });
    expect(routerMock.replace).not.toHaveBeenCalled();
    expect(routerMock.push).not.toHaveBeenCalled();
  });
});

describe('NewPasswordForm', () => {
  const SUBMIT = '設定新密碼';
  const PASSWORD = 'Blue-Truck-Harbor-88';

  function renderForm(result: ApiError | null = null) {
    const save = jest.fn<Promise<ApiError | null>, [string]>().mockResolvedValue(result);
    const { user } = renderWithProviders(<NewPasswordForm save={save} />);
    return { save, user };
  }

  it('shows 密碼至少需要 8 個字 for a 7-character password once the field is left', async () => {
    const { save, user } = renderForm();
    const password = field('新密碼');
    await user.type(password, '1234567');
    await user.tab();

    expect(await screen.findByText('密碼至少需要 8 個字')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('密碼至少需要 8 個字');
    expect(password).toHaveValue('1234567');
    expect(save).not.toHaveBeenCalled();
  });

  it('shows 兩次輸入的密碼不一致 when the second password differs, and does not save', async () => {
    const { save, user } = renderForm();
    await user.type(field('新密碼'), PASSWORD);
    await user.type(field('再次輸入新密碼'), `${PASSWORD}!`);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    const confirm = field('再次輸入新密碼');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('兩次輸入的密碼不一致'));
    expect(screen.getByText('兩次輸入的密碼不一致')).toBeInTheDocument();
    expect(confirm).toHaveValue(`${PASSWORD}!`);
    expect(field('新密碼')).toHaveValue(PASSWORD);
    expect(save).not.toHaveBeenCalled();
  });

  it('calls save only once both passwords are valid and the same', async () => {
    const { save, user } = renderForm();
    const submit = screen.getByRole('button', { name: SUBMIT });
    await user.click(submit);
    await waitFor(() => expect(field('新密碼')).toHaveAccessibleDescription('密碼至少需要 8 個字'));
    expect(field('再次輸入新密碼')).toHaveAccessibleDescription('請再次輸入密碼');
    expect(save).not.toHaveBeenCalled();

    await user.type(field('新密碼'), PASSWORD);
    await user.type(field('再次輸入新密碼'), PASSWORD);
    await user.click(submit);

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(PASSWORD);
  });

  it('puts a V00001 error for newPassword returned by save on that field', async () => {
    const { save, user } = renderForm({
      code: 'V00001',
      message: '資料驗證失敗',
      status: 422,
      data: { errors: [{ path: 'newPassword', message: '密碼過於常見，請換一個' }] },
    });
    await user.type(field('新密碼'), PASSWORD);
    await user.type(field('再次輸入新密碼'), PASSWORD);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    const password = field('新密碼');
    await waitFor(() => expect(password).toHaveAccessibleDescription('密碼過於常見，請換一個'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(password).toHaveValue(PASSWORD);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('EmailForm', () => {
  const SUBMIT = '寄送驗證碼';
  const LABEL = '電子郵件';

  function renderForm() {
    const send = jest.fn<Promise<ApiError | null>, [string]>().mockResolvedValue(null);
    const { user } = renderWithProviders(<EmailForm title="忘記密碼" label={LABEL} submitLabel={SUBMIT} send={send} />);
    return { send, user };
  }

  it('shows 電子郵件格式不正確 for an invalid address and does not send it', async () => {
    const { send, user } = renderForm();
    const email = field(LABEL);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    expect(await screen.findByText('電子郵件格式不正確')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('電子郵件格式不正確');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('not-an-address');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a valid address trimmed and in lower case', async () => {
    const { send, user } = renderForm();
    await user.type(field(LABEL), '  Wang.XiaoMing@Example.COM ');
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith('wang.xiaoming@example.com');
    expect(screen.queryByText('電子郵件格式不正確')).not.toBeInTheDocument();
  });
});

describe('EmailChangeForm', () => {
  const SUBMIT = '寄送驗證碼';

  function renderForm(answer: ApiError | null = null) {
    const send = jest.fn<Promise<ApiError | null>, [{ email: string; password: string }]>().mockResolvedValue(answer);
    const { user } = renderWithProviders(<EmailChangeForm send={send} />);
    return { send, user };
  }

  it('asks for the current password before anything is sent', async () => {
    const { send, user } = renderForm();
    await user.type(field('新的電子郵件'), 'new.address@example.com');
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    expect(await screen.findByText('請輸入目前的密碼')).toBeInTheDocument();
    expect(field('目前的密碼')).toHaveAttribute('aria-invalid', 'true');
    expect(field('目前的密碼')).toHaveAttribute('autocomplete', 'current-password');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the new address with the password and shows a wrong password beside its field', async () => {
    const wrong: ApiError = {
      code: 'V00001',
      message: '資料驗證失敗',
      status: 422,
      data: { errors: [{ path: 'password', message: '目前的密碼不正確' }] },
    };
    const { send, user } = renderForm(wrong);
    await user.type(field('新的電子郵件'), ' New.Address@Example.com ');
    await user.type(field('目前的密碼'), 'Tailan-Demo-2026');
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ email: 'new.address@example.com', password: 'Tailan-Demo-2026' });
    expect(await screen.findByText('目前的密碼不正確')).toBeInTheDocument();
    expect(field('目前的密碼')).toHaveAccessibleDescription('目前的密碼不正確');
    expect(field('新的電子郵件')).toHaveValue('New.Address@Example.com');
  });
});

describe('ChangePasswordForm', () => {
  const SUBMIT = '變更密碼';
  const NEW_PASSWORD = 'Blue-Truck-Harbor-88';

  function renderForm(change?: () => Response) {
    if (change) apiServer.use(http.put(CHANGE_PASSWORD_URL, change));
    const onDone = jest.fn();
    const { user } = renderWithProviders(<ChangePasswordForm onDone={onDone} />);
    return { onDone, user };
  }

  it('asks for the current password (請輸入密碼) and sends nothing while it is empty', async () => {
    const { onDone, user } = renderForm();
    await user.type(field('新密碼'), NEW_PASSWORD);
    await user.type(field('再次輸入新密碼'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    const current = field('目前的密碼');
    await waitFor(() => expect(current).toHaveAccessibleDescription('請輸入密碼'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(field('新密碼')).toHaveValue(NEW_PASSWORD);
    expect(field('再次輸入新密碼')).toHaveValue(NEW_PASSWORD);
    expect(sentRequests()).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('puts a V00001 answer for oldPassword on 目前的密碼, and keeps what was typed', async () => {
    const { onDone, user } = renderForm(() =>
      answer({ errors: [{ path: 'oldPassword', message: '目前的密碼不正確' }] }, 'V00001', 422, '資料驗證失敗'),
    );
    await user.type(field('目前的密碼'), 'Old-Password-1');
    await user.type(field('新密碼'), NEW_PASSWORD);
    await user.type(field('再次輸入新密碼'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    const current = field('目前的密碼');
    await waitFor(() => expect(current).toHaveAccessibleDescription('目前的密碼不正確'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(current).toHaveValue('Old-Password-1');
    expect(field('新密碼')).toHaveValue(NEW_PASSWORD);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    const [request] = sentRequests(CHANGE_PASSWORD_URL, 'PUT');
    expect(await bodyOf(request)).toEqual({ oldPassword: 'Old-Password-1', newPassword: NEW_PASSWORD });
  });
});

describe('MemberEditForm', () => {
  const SAVE = '儲存';
  const info: MemberInfo = {
    memberUuid: '0b5f7a2e-3c1d-4e8f-9a6b-2d4c6e8f0a1b',
    memberType: 'individual',
    twoFactorEnabled: false,
    email: 'wang.xiaoming@example.com',
    name: '王小明',
    mobile: '0987654321',
    cityId: '01',
    townId: '0101',
    zip: '100',
    address: '忠孝西路一段 1 號',
    createdAt: '2024-01-02T03:04:05Z',
    idNumber: 'F131104093',
  };

  async function renderForm() {
    const onDone = jest.fn();
    const { user } = renderWithProviders(<MemberEditForm info={info} onDone={onDone} />);
    // The address lists load and the saved town shows with its zip code.
    await within(field('鄉鎮市區')).findByRole('option', { name: '中正區' });
    await waitFor(() => expect(field('郵遞區號')).toHaveValue('100'));
    return { onDone, user };
  }

  const memberUpdates = () => sentRequests(MEMBER_URL, 'PUT');

  it('starts with the saved data and 儲存 disabled until something changes', async () => {
    const { user } = await renderForm();
    expect(field('姓名')).toHaveValue('王小明');
    expect(field('手機號碼')).toHaveValue('0987654321');
    expect(field('縣市')).toHaveValue('01');
    expect(field('鄉鎮市區')).toHaveValue('0101');
    expect(field('地址')).toHaveValue('忠孝西路一段 1 號');
    const save = screen.getByRole('button', { name: SAVE });
    expect(save).toBeDisabled();

    await user.type(field('地址'), ' 2 樓');
    expect(save).toBeEnabled();
  });

  it('shows 請輸入姓名 when 姓名 is cleared, and sends nothing', async () => {
    const { onDone, user } = await renderForm();
    const name = field('姓名');
    await user.clear(name);
    await user.tab();

    expect(await screen.findByText('請輸入姓名')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('請輸入姓名');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(name).toHaveAccessibleDescription('請輸入姓名');
    expect(memberUpdates()).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows 手機號碼格式不正確（09 開頭共 10 碼） for a bad mobile, and keeps it', async () => {
    const { user } = await renderForm();
    const mobile = field('手機號碼');
    await user.clear(mobile);
    await user.type(mobile, '0287654321');
    await user.tab();

    const message = '手機號碼格式不正確（09 開頭共 10 碼）';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(mobile).toHaveAccessibleDescription(message);
    expect(mobile).toHaveValue('0287654321');

    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(mobile).toHaveAccessibleDescription(message);
    expect(memberUpdates()).toHaveLength(0);
  });
});
