'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import type { ApiError } from '@/lib/api/types';
import type { OrderSelection } from '@/lib/sale/pricing';
import {
  QUOTE_FORM_FIELDS,
  VISITOR_QUOTE_FORM_FIELDS,
  financingOf,
  quoteFormField,
  visitorQuoteFormDefaults,
  type VisitorQuoteFormValues,
} from '@/lib/purchase/quote-form';
import {
  FINANCING_KINDS,
  FINANCING_LABELS,
  LOAN_MONTHS,
  TRUCK_USE_LABELS,
  type FinancingKind,
  type TruckUse,
} from '@/lib/purchase/quote-terms';
import { cx } from '@/lib/theme/cx';
import { quotePath } from '@/lib/urls/member.mjs';
import { PRIVACY_PATH } from '@/lib/urls/site.mjs';
import { PRIVACY_NEW_WINDOW } from '@/lib/words/account';
import { ASK_FOR_QUOTE } from '@/lib/words/vehicle';
import { useRequestQuoteMutation, useRequestVisitorQuoteMutation, type Quote } from '@/store/quote-api';
import { outcomeOf } from '../account/outcome';
import { Field } from '../forms/field';
import { FormAlert } from '../forms/form-alert';
import { TextField } from '../forms/text-field';
import { useApiForm } from '../forms/use-api-form';

/** A sales point as the form offers it. */
export interface QuotePoint {
  slug: string;
  name: string;
  dealerName: string;
  city: string;
}

/** The API names the financing's fields `financing.x`; the form's fields are flat. */
const onFormFields = (error: ApiError | null): ApiError | null =>
  error?.data?.errors
    ? { ...error, data: { ...error.data, errors: error.data.errors.map((item) => ({ ...item, path: quoteFormField(item.path) })) } }
    : error;

/** The points by city, in the order given (north to south). */
const byCity = (points: readonly QuotePoint[]) =>
  points.reduce<[string, QuotePoint[]][]>((groups, point) => {
    const last = groups.at(-1);
    if (last?.[0] === point.city) last[1].push(point);
    else groups.push([point.city, [point]]);
    return groups;
  }, []);

/**
 * 索取報價's form: the point whose dealer is asked, the use, the plate day and the financing; on success the
 * quote opens. A visitor's (`onVisitorSent`) asks for a name, mobile and e-mail first and hands the estimate
 * back, unconfirmed, with the address its link went to.
 */
export function QuoteForm({
  familyUuid,
  selection,
  points,
  plateDay,
  onVisitorSent,
}: {
  familyUuid: string;
  selection: OrderSelection;
  points: readonly QuotePoint[];
  plateDay: string;
  onVisitorSent?: (quote: Quote, email: string) => void;
}) {
  const router = useRouter();
  const visitor = onVisitorSent !== undefined;
  const [send] = useRequestQuoteMutation();
  const [sendAsVisitor] = useRequestVisitorQuoteMutation();
  const { form, failure, submitWith } = useApiForm<VisitorQuoteFormValues>(
    () => import('@/lib/schemas/quotes').then((m) => (visitor ? m.visitorQuoteFormSchema : m.quoteFormSchema)),
    visitorQuoteFormDefaults(plateDay),
    visitor ? VISITOR_QUOTE_FORM_FIELDS : QUOTE_FORM_FIELDS,
  );
  const onSubmit = submitWith(async (values) => {
    const request = {
      vehicleFamilyUuid: familyUuid,
      vehicleUuid: selection.vehicleUuid ?? '',
      colorUuid: selection.colorUuid ?? '',
      colorMaterialUuid: selection.colorMaterialUuid ?? '',
      originPartUuids: [...selection.originPartUuids],
      localPartUuids: [...selection.localPartUuids],
      quantity: selection.quantity,
      pointSlug: values.pointSlug,
      use: values.use as TruckUse,
      plateDay: values.plateDay,
      financing: financingOf(values),
    };
    if (onVisitorSent) {
      const result = await sendAsVisitor({ ...request, name: values.name, mobile: values.mobile, email: values.email });
      const error = onFormFields(outcomeOf(result));
      if (!error && 'data' in result && result.data) onVisitorSent(result.data, values.email.trim().toLowerCase());
      return error;
    }
    const result = await send(request);
    const error = onFormFields(outcomeOf(result));
    if (!error && 'data' in result && result.data) router.push(quotePath(result.data.uuid));
    return error;
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const use = form.watch('use');
  const choose = (name: 'kind' | 'use', value: string) => form.setValue(name, value, { shouldValidate: true });
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={ASK_FOR_QUOTE} className={cx('qt-form')}>
      <FormAlert message={failure} />
      {visitor && (
        <fieldset className={cx('qt-contact')}>
          <legend className={cx('qt-legend')}>聯絡資料</legend>
          <TextField label="姓名" required autoComplete="name" error={errors.name?.message} {...form.register('name')} />
          <TextField
            label="手機"
            type="tel"
            inputMode="tel"
            required
            autoComplete="tel-national"
            error={errors.mobile?.message}
            helper="經銷商會以這支手機與您聯繫，例如 0912345678。"
            {...form.register('mobile')}
          />
          <TextField
            label="電子郵件"
            type="email"
            required
            autoComplete="email"
            error={errors.email?.message}
            helper="確認連結會寄到這個信箱；點選後經銷商才會收到您的請求。"
            {...form.register('email')}
          />
        </fieldset>
      )}
      <Field
        label="據點"
        required
        error={errors.pointSlug?.message}
        helper="這個據點的經銷商會收到您的請求並來電。"
        control={(control) => (
          <NativeSelect {...control} {...form.register('pointSlug')}>
            <option value="">請選擇據點</option>
            {byCity(points).map(([city, inCity]) => (
              <optgroup key={city} label={city}>
                {inCity.map((point) => (
                  <option key={point.slug} value={point.slug}>
                    {point.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        )}
      />
      <Choices legend="用途" name="use" error={errors.use?.message}>
        {(Object.keys(TRUCK_USE_LABELS) as TruckUse[]).map((value) => (
          <Choice key={value} name="use" checked={use === value} onChange={() => choose('use', value)}>
            {TRUCK_USE_LABELS[value]}
          </Choice>
        ))}
      </Choices>
      <TextField
        label="預計領牌日"
        type="date"
        required
        error={errors.plateDay?.message}
        helper="使用牌照稅依領牌日到年底的天數計算。"
        {...form.register('plateDay')}
      />
      <Choices legend="付款方式" name="kind" error={errors.kind?.message}>
        {FINANCING_KINDS.map((value: FinancingKind) => (
          <Choice key={value} name="kind" checked={kind === value} onChange={() => choose('kind', value)}>
            {FINANCING_LABELS[value]}
          </Choice>
        ))}
      </Choices>
      {kind !== 'cash' && (
        <div className={cx('qt-terms')}>
          {kind === 'loan' && (
            <TextField
              label="頭期款（元）"
              inputMode="numeric"
              required
              error={errors.downPayment?.message}
              {...form.register('downPayment')}
            />
          )}
          <TextField
            label={`期數（${LOAN_MONTHS.min}–${LOAN_MONTHS.max} 期）`}
            inputMode="numeric"
            required
            error={errors.months?.message}
            {...form.register('months')}
          />
          <TextField
            label="年利率（%）"
            inputMode="decimal"
            required
            error={errors.annualRatePercent?.message}
            {...form.register('annualRatePercent')}
          />
          {kind === 'lease' && (
            <TextField label="殘值（元）" inputMode="numeric" required error={errors.residual?.message} {...form.register('residual')} />
          )}
        </div>
      )}
      {visitor && (
        <p className={cx('ui-small', 'ui-muted')}>
          送出即表示您同意我們依
          <a href={PRIVACY_PATH} target="_blank" rel="noopener" className={cx('ui-text-link', 'ui-inline-gap')}>
            {PRIVACY_NEW_WINDOW}
          </a>
          使用您的聯絡資料，並轉交您選擇據點的經銷商與您聯繫報價。
        </p>
      )}
      <Button type="submit" tone="brand" loading={isSubmitting} loadingText="送出中…" className={cx('qt-submit')}>
        送出並查看試算
      </Button>
    </form>
  );
}

function Choices({ legend, name, error, children }: { legend: string; name: string; error?: string; children: ReactNode }) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={cx('qt-legend')}>{legend}</legend>
      <div className={cx('qt-choices')}>{children}</div>
      {error && (
        <p className={cx('ui-small', 'ui-error-text')} id={errorId} aria-live="polite">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Choice({ name, checked, onChange, children }: { name: string; checked: boolean; onChange(): void; children: ReactNode }) {
  return (
    <label className={cx('qt-choice')}>
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}
