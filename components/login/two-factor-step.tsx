'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cx, recipe } from '@/lib/theme/cx';
import type { z } from 'zod';
import type { secondFactorForm } from '@/lib/schemas/two-factor';
import { useAppDispatch } from '@/store/hooks';
import { submitSecondFactor, type LoginResult } from '@/store/login-flow';
import { FormAlert } from '../forms/form-alert';
import { TextField } from '../forms/text-field';
import { useApiForm } from '../forms/use-api-form';
import { VERIFICATION_CODE } from '@/lib/words/people';
import { VERIFYING } from '@/lib/words/actions';
import { RECOVERY_CODES, SIGN_IN_AGAIN, TWO_FACTOR } from '@/lib/words/account';

type Values = z.input<typeof secondFactorForm>;

/**
 * /login/0 after L00006: the authenticator's 6-digit code, or (「使用備用碼」) a recovery code. A wrong
 * code shows its message under the field; returnTo and goBackPreorder are the password step's.
 */
export function TwoFactorStep({
  challenge,
  onResult,
  onRestart,
}: {
  challenge: string;
  onResult(result: LoginResult): Promise<boolean>;
  onRestart(): void;
}) {
  const dispatch = useAppDispatch();
  const [recovery, setRecovery] = useState(false);
  const { form, failure, submitWith } = useApiForm<Values>(
    () => import('@/lib/schemas/two-factor').then((m) => m.secondFactorForm),
    { code: '' },
    ['code'],
  );
  const {
    register,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = submitWith(async (values) => {
    const result = await dispatch(submitSecondFactor(challenge, values.code));
    if (result.next !== 'error') {
      await onResult(result);
      return null;
    }
    if (result.error.code === 'C00001') {
      setError('code', { type: 'server', message: result.error.message }, { shouldFocus: true });
      setValue('code', '');
      return null;
    }
    return result.error;
  });

  const label = recovery ? RECOVERY_CODES : VERIFICATION_CODE;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={TWO_FACTOR}>
      <div className={cx('ui-stack-5', 'ui-narrow')}>
        <h2 className={recipe('heading', { size: 'md' })}>{TWO_FACTOR}</h2>
        <p className={cx('ui-muted')}>
          {recovery
            ? '請輸入一組尚未使用過的備用碼（例如 abcd-efgh），每組只能使用一次。'
            : '請開啟驗證器 App，輸入畫面上目前的 6 位數驗證碼。'}
        </p>
        <FormAlert message={failure} />
        <TextField
          key={label}
          label={label}
          required
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 9 : 6}
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" tone="brand" loading={isSubmitting} loadingText={VERIFYING}>
          驗證並登入
        </Button>
        {/* Pressing it leaves the focus in the field: a blur would show the empty field's error and move the button from under the pointer. */}
        <button
          type="button"
          className={cx('ui-link-button')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setRecovery((value) => !value)}
        >
          {recovery ? '改用驗證器 App 的驗證碼' : '使用備用碼'}
        </button>
        <button type="button" className={cx('ui-link-button')} onClick={onRestart}>
          {SIGN_IN_AGAIN}
        </button>
      </div>
    </form>
  );
}
