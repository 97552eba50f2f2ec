/** @jest-environment node */
import type { z } from 'zod';
import {
  changePasswordForm,
  enterpriseInfoForm,
  enterpriseRegisterForm,
  individualInfoForm,
  individualRegisterForm,
  newPasswordForm,
} from './forms';
import { toRequestBody } from './request-body';

const MISMATCH = '兩次輸入的密碼不一致';
const PASSWORD = 'Blue-Truck-Harbor-88';

const individual = () => ({
  memberType: 'individual',
  email: 'wang.xiaoming@example.com',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  agreeTerms: true,
  name: '王小明',
  idNumber: 'F131104093',
  mobile: '0987654321',
  cityId: '01',
  townId: '0101',
  address: '忠孝西路一段 1 號',
});

const enterprise = () => ({
  memberType: 'enterprise',
  email: 'fleet@shunda-logistics.example.com',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  agreeTerms: true,
  companyName: '順達物流股份有限公司',
  ubn: '04595257',
  contactName: '李測試',
  contactTitle: '採購經理',
  phone: '02-2345-6789',
  mobile: '0911222333',
  cityId: '16',
  townId: '1601',
  address: '中山一路 1 號',
});

type Schema = z.ZodType;

function issuesOf(schema: Schema, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues;
}

/** The messages by field path, as a form would show them next to its fields. */
function messagesOf(schema: Schema, value: unknown): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const issue of issuesOf(schema, value)) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

// Each form with a valid value and the key the second typing is compared with.
const confirmingForms: Array<[string, Schema, () => Record<string, unknown>, string]> = [
  ['individualRegisterForm', individualRegisterForm, individual, 'password'],
  ['enterpriseRegisterForm', enterpriseRegisterForm, enterprise, 'password'],
  ['newPasswordForm', newPasswordForm, () => ({ newPassword: PASSWORD, confirmPassword: PASSWORD }), 'newPassword'],
  [
    'changePasswordForm',
    changePasswordForm,
    () => ({ oldPassword: 'old-secret', newPassword: PASSWORD, confirmPassword: PASSWORD }),
    'newPassword',
  ],
];

describe.each(confirmingForms)('%s: the password typed twice', (_name, schema, valid, key) => {
  it('accepts the same password typed twice', () => {
    expect(schema.safeParse(valid()).success).toBe(true);
  });

  it(`reports ${MISMATCH} on confirmPassword, and only there, when the two differ`, () => {
    const messages = messagesOf(schema, { ...valid(), confirmPassword: `${PASSWORD}x` });
    expect(messages).toEqual({ confirmPassword: [MISMATCH] });
  });

  it('reports the mismatch also while another field is still wrong', () => {
    const value = { ...valid(), [key]: 'short', confirmPassword: 'different' };
    const messages = messagesOf(schema, value);
    expect(messages[key]).toEqual(['密碼至少需要 8 個字']);
    expect(messages.confirmPassword).toEqual([MISMATCH]);
  });

  it('asks for the second typing when it is empty, without calling it a mismatch', () => {
    const messages = messagesOf(schema, { ...valid(), confirmPassword: '' });
    expect(messages).toEqual({ confirmPassword: ['請再次輸入密碼'] });
  });
});

describe('individualRegisterForm', () => {
  it('reports every wrong field of a form left empty at once, in Chinese', () => {
    const empty = {
      memberType: 'individual',
      email: '',
      password: '',
      confirmPassword: '',
      agreeTerms: false,
      name: '',
      idNumber: '',
      mobile: '',
      cityId: '',
      townId: '',
      address: '',
    };
    const messages = messagesOf(individualRegisterForm, empty);
    expect(messages).toMatchObject({
      email: ['電子郵件格式不正確'],
      password: ['密碼至少需要 8 個字'],
      confirmPassword: ['請再次輸入密碼'],
      agreeTerms: ['請閱讀並同意服務條款'],
      name: ['請輸入姓名'],
      idNumber: ['身分證字號或居留證號不正確'],
      mobile: ['手機號碼格式不正確（09 開頭共 10 碼）'],
      cityId: ['請選擇縣市'],
      townId: ['請選擇鄉鎮市區'],
      address: ['請輸入地址'],
    });
  });
});

describe('enterpriseRegisterForm', () => {
  it('accepts a phone left empty as an empty string', () => {
    const result = enterpriseRegisterForm.safeParse({ ...enterprise(), phone: '' });
    expect(result.success).toBe(true);
    expect(result.data?.phone).toBe('');
  });

  it('rejects a malformed phone with an example of the format', () => {
    expect(messagesOf(enterpriseRegisterForm, { ...enterprise(), phone: '2345' })).toEqual({
      phone: ['市話格式不正確，例如 02-2345-6789'],
    });
  });

  it('rejects a wrong 統一編號', () => {
    expect(messagesOf(enterpriseRegisterForm, { ...enterprise(), ubn: '12345678' })).toEqual({ ubn: ['統一編號不正確'] });
  });

  it('does not take the individual fields', () => {
    const issues = issuesOf(enterpriseRegisterForm, { ...enterprise(), idNumber: 'F131104093' });
    expect(issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });
});

describe('toRequestBody', () => {
  it('drops the second typing of the password and the optional fields left empty', () => {
    const body = toRequestBody({ ...enterprise(), contactTitle: '', phone: '' });
    const { confirmPassword, contactTitle, phone, ...expected } = enterprise();
    expect([confirmPassword, contactTitle, phone]).toEqual([PASSWORD, '採購經理', '02-2345-6789']);
    expect(body).toEqual(expected);
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).not.toHaveProperty('phone');
  });

  it('keeps every other value as it was, false included', () => {
    expect(toRequestBody({ newPassword: PASSWORD, confirmPassword: PASSWORD, agreeTerms: false, note: ' ' })).toEqual({
      newPassword: PASSWORD,
      agreeTerms: false,
      note: ' ',
    });
  });

  it('leaves the values given untouched', () => {
    const values = individual();
    toRequestBody(values);
    expect(values.confirmPassword).toBe(PASSWORD);
  });
});

describe('individualInfoForm (編輯資料, individual)', () => {
  const info = () => ({ name: '王小明', mobile: '0987654321', cityId: '01', townId: '0101', address: '忠孝西路一段 1 號' });

  it('accepts the editable fields', () => {
    expect(individualInfoForm.parse(info())).toEqual(info());
  });

  it('rejects a bad mobile number with the expected format', () => {
    expect(messagesOf(individualInfoForm, { ...info(), mobile: '0287654321' })).toEqual({
      mobile: ['手機號碼格式不正確（09 開頭共 10 碼）'],
    });
    expect(messagesOf(individualInfoForm, { ...info(), mobile: '098765432' })).toEqual({
      mobile: ['手機號碼格式不正確（09 開頭共 10 碼）'],
    });
  });

  it('asks for name, city, town and address when they are emptied', () => {
    expect(messagesOf(individualInfoForm, { ...info(), name: ' ', cityId: '', townId: '', address: '' })).toEqual({
      name: ['請輸入姓名'],
      cityId: ['請選擇縣市'],
      townId: ['請選擇鄉鎮市區'],
      address: ['請輸入地址'],
    });
  });

  it('does not let an individual change the e-mail, ID number or enterprise fields here', () => {
    for (const extra of [{ email: 'x@example.com' }, { idNumber: 'F131104093' }, { companyName: '順達' }]) {
      const issues = issuesOf(individualInfoForm, { ...info(), ...extra });
      expect(issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: Object.keys(extra) })]);
    }
  });
});

describe('enterpriseInfoForm (編輯資料, enterprise)', () => {
  const info = () => ({
    companyName: '順達物流股份有限公司',
    contactName: '李測試',
    contactTitle: '採購經理',
    phone: '02-2345-6789',
    mobile: '0911222333',
    cityId: '16',
    townId: '1601',
    address: '中山一路 1 號',
  });

  it('accepts the editable fields, with the phone and title optional', () => {
    expect(enterpriseInfoForm.parse(info())).toEqual(info());
    expect(enterpriseInfoForm.safeParse({ ...info(), phone: '', contactTitle: '' }).success).toBe(true);
  });

  it('rejects a bad phone or mobile, and asks for the company and contact names', () => {
    expect(messagesOf(enterpriseInfoForm, { ...info(), phone: 'abc', mobile: '12345', companyName: '', contactName: '' })).toEqual({
      phone: ['市話格式不正確，例如 02-2345-6789'],
      mobile: ['手機號碼格式不正確（09 開頭共 10 碼）'],
      companyName: ['請輸入公司名稱'],
      contactName: ['請輸入姓名'],
    });
  });

  it('does not let the 統一編號 be changed here', () => {
    expect(issuesOf(enterpriseInfoForm, { ...info(), ubn: '04595257' })).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['ubn'] }),
    ]);
  });
});
