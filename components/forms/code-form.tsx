'use client';

import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api/types';
import type { codeForm } from '@/lib/schemas/forms';
import { cx } from '@/lib/theme/cx';
import { showToast } from '@/lib/site/toasts';
import { FormAlert } from './form-alert';
import { placeApiError } from './api-error';
import { lazyZodResolver } from './lazy-resolver';
import { TextField } from './text-field';
import { useCountdown } from './use-countdown';
import { useForm } from './use-form';
import { CONFIRMING, SENDING } from '@/lib/words/actions';
import { ENTER_CODE } from '@/lib/words/account';

export const RESEND_COOLDOWN_S = 60;
type CodeValues = z.input<typeof codeForm>;
const codeResolver = lazyZodResolver<CodeValues>(() => import('@/lib/schemas/forms').then((m) => m.codeForm));

/** What a call gave back: nothing on success, else the API's error. */
export type Outcome = ApiError | null;

export interface CodeFormProps {
  /** Where the code went, shown to the person. */
  sentTo?: string;
  /** Seconds before the first resend (60 right after a send, 0 when resuming later). */
  cooldown?: number;
  submitLabel?: string;
  /** Focus the code field when the form appears in place of another (a dialog's second step). */
  focusOnMount?: boolean;
  confirm(code: string): Promise<Outcome>;
  resend(): Promise<Outcome>;
}

/** The 6-digit code mailed to the person, with a resend button and its 60 s countdown. */
export function CodeForm({
  sentTo,
  cooldown = RESEND_COOLDOWN_S,
  submitLabel = '確認',
  focusOnMount = false,
  confirm,
  resend,
}: CodeFormProps) {
  const [failure, setFailure] = useState('');
  const [resending, setResending] = useState(false);
  const { left, restart } = useCountdown(cooldown);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: codeResolver, defaultValues: { code: '' } });

  useEffect(() => {
    if (focusOnMount) setFocus('code');
  }, [focusOnMount, setFocus]);

  const check = handleSubmit(async ({ code }) => {
    const error = await confirm(code);
    if (!error) return;
    setFailure(placeApiError(error, setError, ['code']));
    setFocus('code');
  });

  const onResend = async () => {
    setFailure('');
    setResending(true);
    const error = await resend();
    setResending(false);
    if (!error) {
      restart(RESEND_COOLDOWN_S);
      showToast('驗證碼已重新寄出', 'success');
      setFocus('code');
      return;
    }
    setFailure(placeApiError(error, setError, []));
  };

  return (
    <form
      method="post"
      onSubmit={(event) => {
        // The last answer's message goes with every new attempt, even one whose code does not pass.
        setFailure('');
        return check(event);
      }}
      noValidate
      aria-label={ENTER_CODE}
    >
      <div className={cx('ui-stack-5', 'ui-narrow')}>
        {sentTo && (
          <p>
            驗證碼已寄至 <strong>{sentTo}</strong>，10 分鐘內有效。沒收到的話，請查看垃圾郵件匣或重新寄送。
          </p>
        )}
        <FormAlert message={failure} />
        <TextField
          label="6 位數驗證碼"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" tone="brand" loading={isSubmitting} loadingText={CONFIRMING}>
          {submitLabel}
        </Button>
        <Button variant="outline" onClick={onResend} disabled={left > 0} loading={resending} loadingText={SENDING}>
          {left > 0 ? `重新寄送驗證碼（${left} 秒後可重寄）` : '重新寄送驗證碼'}
        </Button>
      </div>
    </form>
  );
}
