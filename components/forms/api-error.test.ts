/** @jest-environment node */
import type { SetError } from './use-form';
import { NETWORK_ERROR_CODE } from '@/lib/api/codes';
import type { ApiError, FieldError } from '@/lib/api/types';
import { showToast } from '@/lib/site/toasts';
import { placeApiError } from './api-error';

jest.mock('@/lib/site/toasts', () => ({ showToast: jest.fn() }));

type Values = { email: string; mobile: string; name: string };
const FIELDS = ['email', 'mobile', 'name'] as const;

const validation = (errors: FieldError[]): ApiError => ({
  code: 'V00001',
  message: '資料驗證失敗',
  status: 422,
  data: { errors },
});

function place(error: ApiError, fields: readonly (keyof Values)[] = FIELDS) {
  const setError = jest.fn() as jest.MockedFunction<SetError<Values>>;
  const text = placeApiError<Values>(error, setError, fields);
  return { text, setError };
}

const showToastMock = showToast as jest.MockedFunction<typeof showToast>;
beforeEach(() => showToastMock.mockClear());

describe('placeApiError', () => {
  it("puts V00001 errors on the form's fields, focuses the first, and leaves nothing for the alert", () => {
    const { text, setError } = place(
      validation([
        { path: 'mobile', message: '手機號碼格式不正確（09 開頭共 10 碼）' },
        { path: 'email', message: '此電子郵件已註冊' },
      ]),
    );

    expect(text).toBe('');
    expect(setError.mock.calls).toEqual([
      ['mobile', { type: 'server', message: '手機號碼格式不正確（09 開頭共 10 碼）' }, { shouldFocus: true }],
      ['email', { type: 'server', message: '此電子郵件已註冊' }, { shouldFocus: false }],
    ]);
    expect(showToastMock).not.toHaveBeenCalled();
  });

  it('returns the messages of fields the form does not have as the text, joined, and still places the others', () => {
    const { text, setError } = place(
      validation([
        { path: 'email', message: '此電子郵件已註冊' },
        { path: 'memberType', message: '請選擇會員類型（個人或企業）' },
        { path: 'agreeTerms', message: '請閱讀並同意服務條款' },
      ]),
    );

    expect(text).toBe('請選擇會員類型（個人或企業）；請閱讀並同意服務條款');
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: '此電子郵件已註冊' }, { shouldFocus: true });
  });

  it('returns every message as text when the form has none of the fields', () => {
    const { text, setError } = place(validation([{ path: 'code', message: '驗證碼為 6 位數字' }]), []);
    expect(text).toBe('驗證碼為 6 位數字');
    expect(setError).not.toHaveBeenCalled();
  });

  it("returns the envelope's message for a V00001 without field errors", () => {
    expect(place({ code: 'V00001', message: '資料驗證失敗', status: 422, data: null }).text).toBe('資料驗證失敗');
    expect(place(validation([])).text).toBe('資料驗證失敗');
  });

  it('shows a lost connection as an error toast and returns nothing for the alert', () => {
    const { text, setError } = place({ code: NETWORK_ERROR_CODE, message: '網路連線異常，請確認網路後再試一次。', status: 0, data: null });

    expect(text).toBe('');
    expect(showToastMock).toHaveBeenCalledTimes(1);
    expect(showToastMock).toHaveBeenCalledWith('網路連線異常，請確認網路後再試一次。', 'error');
    expect(setError).not.toHaveBeenCalled();
  });

  it.each<[ApiError['code'], string, number]>([
    ['C00001', '驗證碼錯誤或已過期', 422],
    ['L00003', '嘗試次數過多，請稍後再試', 429],
    ['E00500', '系統發生錯誤，請稍後再試', 500],
  ])('returns the message of any other code (%s) for the alert', (code, message, status) => {
    const { text, setError } = place({ code, message, status, data: null });
    expect(text).toBe(message);
    expect(setError).not.toHaveBeenCalled();
    expect(showToastMock).not.toHaveBeenCalled();
  });

  it('does not place field errors listed under another code', () => {
    const { text, setError } = place({
      code: 'O00001',
      message: '此配置目前無法預購',
      status: 422,
      data: { errors: [{ path: 'email', message: '不應出現在欄位' }] },
    });
    expect(text).toBe('此配置目前無法預購');
    expect(setError).not.toHaveBeenCalled();
  });
});
