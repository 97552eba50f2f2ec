/** @jest-environment node */
import type { z } from 'zod';
import { registerSchema } from './member';

const CJK = /[\u4e00-\u9fff]/;

const individual = () => ({
  memberType: 'individual',
  email: 'wang.xiaoming@example.com',
  password: 'Blue-Truck-Harbor-88',
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
  password: 'Blue-Truck-Harbor-88',
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

function issuesOf(body: unknown): z.core.$ZodIssue[] {
  const result = registerSchema.safeParse(body);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues;
}

const pathsOf = (issues: z.core.$ZodIssue[]) => issues.map((issue) => issue.path.join('.'));

function expectChinese(issues: z.core.$ZodIssue[]) {
  expect(issues.length).toBeGreaterThan(0);
  for (const issue of issues) expect([issue.path.join('.'), issue.message]).toEqual([issue.path.join('.'), expect.stringMatching(CJK)]);
}

describe('registerSchema', () => {
  it('accepts a valid individual body as it is', () => {
    const result = registerSchema.safeParse(individual());
    expect(result.success).toBe(true);
    expect(result.data).toEqual(individual());
  });

  it('accepts a valid enterprise body, contact title and phone being optional', () => {
    expect(registerSchema.parse(enterprise())).toEqual(enterprise());
    const { contactTitle, phone, ...minimal } = enterprise();
    expect([contactTitle, phone]).toHaveLength(2);
    expect(registerSchema.parse(minimal)).toEqual(minimal);
  });

  it('trims and lower-cases the e-mail address', () => {
    const parsed = registerSchema.parse({ ...individual(), email: '  Wang.XiaoMing@Example.COM ' });
    expect(parsed.email).toBe('wang.xiaoming@example.com');
  });

  it('trims and upper-cases the ID number', () => {
    const parsed = registerSchema.parse({ ...individual(), idNumber: ' f131104093 ' });
    expect(parsed).toMatchObject({ idNumber: 'F131104093' });
  });

  it('trims the other text fields', () => {
    const parsed = registerSchema.parse({
      ...enterprise(),
      mobile: ' 0911222333 ',
      companyName: ' 順達物流 ',
      ubn: ' 04595257 ',
      address: ' 中山一路 1 號 ',
    });
    expect(parsed).toMatchObject({ mobile: '0911222333', companyName: '順達物流', ubn: '04595257', address: '中山一路 1 號' });
  });

  it('rejects an unknown field as unrecognized_keys, for either member type', () => {
    for (const body of [
      { ...individual(), role: 'admin' },
      { ...enterprise(), isAdmin: true },
    ]) {
      const issues = issuesOf(body);
      const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
      expect(unknown).toBeDefined();
      expect((unknown as z.core.$ZodIssueUnrecognizedKeys).keys).toEqual([Object.keys(body).at(-1)]);
      expectChinese(issues);
    }
  });

  it("rejects the other type's fields: an individual may not send ubn", () => {
    const issues = issuesOf({ ...individual(), ubn: '04595257' });
    expect(issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });

  it('rejects a wrong or missing memberType', () => {
    for (const memberType of ['vip', 'Individual', '', 1, null, undefined]) {
      const issues = issuesOf({ ...individual(), memberType });
      expect(pathsOf(issues)).toContain('memberType');
      expectChinese(issues);
    }
  });

  it('rejects agreeTerms other than true', () => {
    for (const agreeTerms of [false, 'true', 1, undefined]) {
      const issues = issuesOf({ ...individual(), agreeTerms });
      expect(pathsOf(issues)).toEqual(['agreeTerms']);
      expect(issues[0].message).toBe('請閱讀並同意服務條款');
    }
  });

  it('rejects a bad mobile number', () => {
    for (const mobile of ['0812345678', '091234567', '09123456789', '+886912345678', '0912-345-678', '', 912345678]) {
      const issues = issuesOf({ ...individual(), mobile });
      expect(pathsOf(issues)).toEqual(['mobile']);
      expectChinese(issues);
    }
  });

  it('rejects a bad ID number, UBN, e-mail and password', () => {
    expect(pathsOf(issuesOf({ ...individual(), idNumber: 'F131104094' }))).toEqual(['idNumber']);
    expect(pathsOf(issuesOf({ ...enterprise(), ubn: '04595258' }))).toEqual(['ubn']);
    expect(pathsOf(issuesOf({ ...individual(), email: 'not-an-address' }))).toEqual(['email']);
    expect(pathsOf(issuesOf({ ...individual(), password: 'short' }))).toEqual(['password']);
    expect(pathsOf(issuesOf({ ...individual(), password: 'x'.repeat(129) }))).toEqual(['password']);
    expect(pathsOf(issuesOf({ ...enterprise(), phone: '2345' }))).toEqual(['phone']);
  });

  it('requires the fields of each type', () => {
    const { name, idNumber, ...withoutPerson } = individual();
    expect([name, idNumber]).toHaveLength(2);
    expect(pathsOf(issuesOf(withoutPerson)).sort()).toEqual(['idNumber', 'name']);
    const { companyName, ubn, contactName, ...withoutCompany } = enterprise();
    expect([companyName, ubn, contactName]).toHaveLength(3);
    expect(pathsOf(issuesOf(withoutCompany)).sort()).toEqual(['companyName', 'contactName', 'ubn']);
  });

  it('answers every error in Chinese, whatever is wrong', () => {
    const bodies: unknown[] = [
      {},
      null,
      'text',
      [],
      { memberType: 'individual' },
      { memberType: 'enterprise' },
      {
        ...individual(),
        email: 1,
        password: null,
        agreeTerms: false,
        name: '',
        idNumber: 'x',
        mobile: 'x',
        cityId: '',
        townId: 'x'.repeat(11),
        address: ' ',
      },
      { ...enterprise(), companyName: 'x'.repeat(101), ubn: 12345678, contactName: '', contactTitle: 'x'.repeat(51), phone: 'x', extra: 1 },
      { ...individual(), name: 'x'.repeat(51), address: 'x'.repeat(121), email: `${'x'.repeat(250)}@example.com` },
    ];
    for (const body of bodies) expectChinese(issuesOf(body));
  });
});
