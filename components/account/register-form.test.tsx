import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ADDRESS_PATH, addressHandler } from '@/lib/testing/address-api';
import { answer, apiServer, bodyOf, pathOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { RegisterForm, type Registered } from './register-form';

jest.mock('@/lib/site/toasts', () => ({ showToast: jest.fn() }));
jest.setTimeout(20_000);

const REGISTER_URL = '/api/member/member/v1/register';
const SUBMIT = '下一步：驗證電子郵件';
const PASSWORD = 'Blue-Truck-Harbor-88';

// The address API answers the city and town lists; the registration answers what each test gives.
setupApiServer(addressHandler);

const registerCalls = () => sentRequests(REGISTER_URL);

function renderForm(
  memberType: 'individual' | 'enterprise',
  register = () => answer({ tempUuid: 't-1', registerMail: 'wang.xiaoming@example.com' }),
) {
  apiServer.use(http.post(REGISTER_URL, register));
  const onRegistered = jest.fn<void, [Registered]>();
  const { user } = renderWithProviders(<RegisterForm memberType={memberType} onRegistered={onRegistered} />);
  return { onRegistered, user };
}

const field = (label: string) => screen.getByLabelText(label);

async function chooseAddress(user: ReturnType<typeof userEvent.setup>) {
  const city = field('縣市');
  await within(city).findByRole('option', { name: '臺北市' });
  await user.selectOptions(city, '01');
  const town = field('鄉鎮市區');
  await within(town).findByRole('option', { name: '中正區' });
  await user.selectOptions(town, '0101');
}

async function fillIndividual(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('電子郵件'), 'wang.xiaoming@example.com');
  await user.type(field('密碼'), PASSWORD);
  await user.type(field('再次輸入密碼'), PASSWORD);
  await user.type(field('姓名'), '王小明');
  await user.type(field('身分證字號'), 'F131104093');
  await user.type(field('手機號碼'), '0987654321');
  await chooseAddress(user);
  await user.type(field('地址'), '忠孝西路一段 1 號');
  await user.click(screen.getByRole('checkbox', { name: /我已閱讀並同意/ }));
}

describe('RegisterForm (個人註冊)', () => {
  it('shows the Chinese messages next to the fields of an empty form and sends nothing', async () => {
    const { onRegistered, user } = renderForm('individual');
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    expect(await screen.findByText('請輸入姓名')).toBeInTheDocument();
    expect(field('姓名')).toHaveAccessibleDescription('請輸入姓名');
    expect(field('電子郵件')).toHaveAccessibleDescription('電子郵件格式不正確');
    expect(field('密碼')).toHaveAccessibleDescription('密碼至少需要 8 個字');
    expect(field('再次輸入密碼')).toHaveAccessibleDescription('請再次輸入密碼');
    expect(field('身分證字號')).toHaveAccessibleDescription('身分證字號或居留證號不正確');
    expect(field('手機號碼')).toHaveAccessibleDescription('手機號碼格式不正確（09 開頭共 10 碼）');
    expect(field('地址')).toHaveAccessibleDescription('請輸入地址');
    expect(field('縣市')).toHaveAccessibleDescription('請選擇縣市');
    expect(field('鄉鎮市區')).toHaveAccessibleDescription('請選擇鄉鎮市區');
    expect(screen.getByText('請閱讀並同意服務條款')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /我已閱讀並同意/ })).toHaveAccessibleDescription('請閱讀並同意服務條款');
    expect(registerCalls()).toHaveLength(0);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('shows 身分證字號或居留證號不正確 for an invalid ID number once the field is left', async () => {
    const { user } = renderForm('individual');
    const idNumber = field('身分證字號');
    await user.type(idNumber, 'A123456788');
    expect(screen.queryByText('身分證字號或居留證號不正確')).not.toBeInTheDocument();

    await user.tab();

    expect(await screen.findByText('身分證字號或居留證號不正確')).toBeInTheDocument();
    expect(idNumber).toHaveAccessibleDescription('身分證字號或居留證號不正確');
    expect(idNumber).toHaveValue('A123456788');
  });

  it('shows 兩次輸入的密碼不一致 when the second password differs', async () => {
    const { user } = renderForm('individual');
    await user.type(field('密碼'), PASSWORD);
    await user.type(field('再次輸入密碼'), `${PASSWORD}!`);
    await user.tab();
    await waitFor(() => expect(field('再次輸入密碼')).toHaveAccessibleDescription('兩次輸入的密碼不一致'));
  });

  it('loads the towns of the chosen city and fills 郵遞區號 from the chosen town', async () => {
    const { user } = renderForm('individual');
    const town = field('鄉鎮市區');
    expect(
      within(town)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['請先選擇縣市']);
    expect(field('郵遞區號')).toHaveValue('');

    await chooseAddress(user);

    expect(field('縣市')).toHaveValue('01');
    expect(town).toHaveValue('0101');
    expect(within(town).getByRole('option', { name: '中正區' })).toBeInTheDocument();
    expect(field('郵遞區號')).toHaveValue('100');
    expect(sentRequests().map(pathOf)).toEqual(expect.arrayContaining([ADDRESS_PATH, `${ADDRESS_PATH}?cityId=01`]));
  });

  it('sends the filled form without the second password and hands over the result', async () => {
    const { onRegistered, user } = renderForm('individual');
    await fillIndividual(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(onRegistered).toHaveBeenCalledWith({ tempUuid: 't-1', registerMail: 'wang.xiaoming@example.com', password: PASSWORD });
    const [request] = registerCalls();
    expect(await bodyOf(request)).toEqual({
      memberType: 'individual',
      email: 'wang.xiaoming@example.com',
      password: PASSWORD,
      agreeTerms: true,
      name: '王小明',
      idNumber: 'F131104093',
      mobile: '0987654321',
      cityId: '01',
      townId: '0101',
      address: '忠孝西路一段 1 號',
    });
  });

  it('puts a V00001 error of the registration on the e-mail field, focused, and keeps what was typed', async () => {
    const { onRegistered, user } = renderForm('individual', () =>
      answer({ errors: [{ path: 'email', message: '電子郵件格式不正確' }] }, 'V00001', 422, '資料驗證失敗'),
    );
    await fillIndividual(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    const email = field('電子郵件');
    await waitFor(() => expect(email).toHaveAccessibleDescription('電子郵件格式不正確'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('wang.xiaoming@example.com');
    expect(field('姓名')).toHaveValue('王小明');
    expect(field('郵遞區號')).toHaveValue('100');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('shows any other failure of the registration in an alert', async () => {
    const { onRegistered, user } = renderForm('individual', () =>
      answer(null, 'C00002', 429, '驗證次數或重寄次數過多，請稍後再試（約 30 分鐘後可再試）'),
    );
    await fillIndividual(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    expect(await screen.findByRole('alert')).toHaveTextContent('驗證次數或重寄次數過多');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});

describe('RegisterForm (企業用戶註冊)', () => {
  it('shows 統一編號不正確 for a wrong 統一編號 once the field is left', async () => {
    const { user } = renderForm('enterprise');
    const ubn = field('統一編號');
    await user.type(ubn, '12345678');
    await user.tab();

    expect(await screen.findByText('統一編號不正確')).toBeInTheDocument();
    expect(ubn).toHaveAccessibleDescription('統一編號不正確');
  });

  it('asks for the company and contact, but not for the optional title and phone', async () => {
    const { user } = renderForm('enterprise');
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    await waitFor(() => expect(field('公司名稱')).toHaveAccessibleDescription('請輸入公司名稱'));
    expect(field('聯絡人姓名')).toHaveAccessibleDescription('請輸入姓名');
    expect(field('統一編號')).toHaveAccessibleDescription('統一編號不正確');
    expect(field('聯絡人職稱（選填）')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('公司電話（選填）')).toHaveAccessibleDescription('例如 02-2345-6789');
    expect(screen.queryByLabelText('身分證字號')).not.toBeInTheDocument();
    expect(registerCalls()).toHaveLength(0);
  });

  it('rejects a malformed company phone', async () => {
    const { user } = renderForm('enterprise');
    await user.type(field('公司電話（選填）'), '12-34');
    await user.tab();
    await waitFor(() => expect(field('公司電話（選填）')).toHaveAccessibleDescription('市話格式不正確，例如 02-2345-6789'));
  });
});
