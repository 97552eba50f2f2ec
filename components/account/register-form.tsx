'use client';

import { HOME_PATH } from '@/lib/urls/site.mjs';
import type { z } from 'zod';
import type { enterpriseRegisterForm, individualRegisterForm } from '@/lib/schemas/forms';
import { toRequestBody } from '@/lib/schemas/request-body';
import type { RegisterInput } from '@/lib/schemas/member';
import { useRegisterMutation } from '@/store/account-api';
import { Button } from '@/components/ui/button';
import { cx, slot } from '@/lib/theme/cx';
import { AddressFields } from '../forms/address-fields';
import { FormProvider } from '../forms/form-context';
import type { Path } from '../forms/use-form';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { TermsField } from '../forms/terms-field';
import { TextField } from '../forms/text-field';
import { useApiForm } from '../forms/use-api-form';
import { outcomeOf } from './outcome';
import {
  COMPANY_ADDRESS,
  COMPANY_NAME,
  COMPANY_PHONE_OPTIONAL,
  CONTACT_NAME,
  CONTACT_TITLE_OPTIONAL,
  EMAIL,
  MAILING_ADDRESS,
  NAME,
  PASSWORD,
  PHONE_EXAMPLE,
} from '@/lib/words/people';
import { SUBMITTING } from '@/lib/words/actions';
import { MOBILE_NUMBER, NATIONAL_ID, PASSWORD_HINT, REGISTER_COMPANY, REGISTER_PERSON, TAX_ID } from '@/lib/words/account';

type IndividualValues = z.input<typeof individualRegisterForm>;
type EnterpriseValues = z.input<typeof enterpriseRegisterForm>;
type Values = IndividualValues | EnterpriseValues;
type AnyKey = keyof IndividualValues | keyof EnterpriseValues;

const COMMON = { email: '', password: '', confirmPassword: '', mobile: '', cityId: '', townId: '', address: '' };
const DEFAULTS = {
  individual: { memberType: 'individual', ...COMMON, name: '', idNumber: '' },
  enterprise: { memberType: 'enterprise', ...COMMON, companyName: '', ubn: '', contactName: '', contactTitle: '', phone: '' },
} as const;

// Chakra's fieldset (md): a column of the legend and its fields; the legend semibold.
const FIELDSET = slot('fieldset', 'root', { size: 'md' });
const LEGEND = cx(slot('fieldset', 'legend', { size: 'md' }), 'ui-strong');

export interface Registered {
  tempUuid: string;
  registerMail: string;
  password: string;
}

/** /login/1 and /login/2, step 1: the member's data, checked here with the API's own rules. */
export function RegisterForm({
  memberType,
  returnTo = HOME_PATH,
  onRegistered,
}: {
  memberType: 'individual' | 'enterprise';
  /** Where the registration began: the mailed link leads back there, from whichever browser opens it. */
  returnTo?: string;
  onRegistered(result: Registered): void;
}) {
  const enterprise = memberType === 'enterprise';
  const defaults = { ...DEFAULTS[memberType], agreeTerms: false } as unknown as Values;
  const fields = [...Object.keys(DEFAULTS[memberType]).filter((key) => key !== 'memberType'), 'agreeTerms'] as Path<Values>[];
  const { form, failure, submitWith } = useApiForm<Values>(
    () => import('@/lib/schemas/forms').then((m) => (enterprise ? m.enterpriseRegisterForm : m.individualRegisterForm)),
    defaults,
    fields,
  );
  const [registerMember] = useRegisterMutation();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const fieldError = (name: AnyKey) => (errors as Partial<Record<AnyKey, { message?: string }>>)[name]?.message;
  const field = (name: AnyKey) => ({ ...register(name as Path<Values>), error: fieldError(name) });

  const onSubmit = submitWith(async (values) => {
    const body = { ...toRequestBody(values), ...(returnTo !== HOME_PATH && { returnTo }) } as RegisterInput;
    const result = await registerMember(body);
    if ('data' in result && result.data) onRegistered({ ...result.data, password: body.password });
    return outcomeOf(result);
  });

  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate aria-label={enterprise ? REGISTER_COMPANY : REGISTER_PERSON}>
        <div className={cx('ui-stack-6', 'ac-register-form')}>
          <p className={cx('ui-muted')}>除標示「選填」的欄位外，皆為必填。</p>
          <FormAlert message={failure} />
          <fieldset className={FIELDSET}>
            <legend className={LEGEND}>帳號</legend>
            <div className={cx('ui-stack-4', 'ac-fieldset-body')}>
              <TextField
                label={EMAIL}
                required
                type="email"
                inputMode="email"
                autoComplete="email"
                helper="登入帳號，驗證碼會寄到這裡"
                {...field('email')}
              />
              <div className={cx('ac-field-grid')}>
                <PasswordField label={PASSWORD} required autoComplete="new-password" helper={PASSWORD_HINT} {...field('password')} />
                <PasswordField label="再次輸入密碼" required autoComplete="new-password" {...field('confirmPassword')} />
              </div>
            </div>
          </fieldset>
          <fieldset className={FIELDSET}>
            <legend className={LEGEND}>{enterprise ? '公司與聯絡人' : '個人資料'}</legend>
            <div className={cx('ac-field-grid', 'ac-fieldset-body')}>
              {enterprise ? (
                <>
                  <TextField label={COMPANY_NAME} required autoComplete="organization" {...field('companyName')} />
                  <TextField label={TAX_ID} required inputMode="numeric" maxLength={8} helper="8 位數字" {...field('ubn')} />
                  <TextField label={CONTACT_NAME} required autoComplete="name" {...field('contactName')} />
                  <TextField label={CONTACT_TITLE_OPTIONAL} autoComplete="organization-title" {...field('contactTitle')} />
                  <TextField label={COMPANY_PHONE_OPTIONAL} type="tel" autoComplete="tel" helper={PHONE_EXAMPLE} {...field('phone')} />
                </>
              ) : (
                <>
                  <TextField label={NAME} required autoComplete="name" {...field('name')} />
                  <TextField
                    label={NATIONAL_ID}
                    required
                    autoCapitalize="characters"
                    maxLength={10}
                    helper="例如 A123456789；居留證號亦可"
                    {...field('idNumber')}
                  />
                </>
              )}
              <TextField
                label={MOBILE_NUMBER}
                required
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={10}
                helper="09 開頭共 10 碼"
                {...field('mobile')}
              />
            </div>
          </fieldset>
          <fieldset className={FIELDSET}>
            <legend className={LEGEND}>{enterprise ? COMPANY_ADDRESS : MAILING_ADDRESS}</legend>
            <div className={cx('ui-stack-2', 'ac-fieldset-body')}>
              <AddressFields />
            </div>
          </fieldset>
          <TermsField />
          <Button type="submit" tone="brand" size="lg" loading={isSubmitting} loadingText={SUBMITTING} className={cx('ac-register-submit')}>
            下一步：驗證電子郵件
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
