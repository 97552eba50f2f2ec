'use client';

import { STAFF_SIGN_IN } from '@/lib/words/console';
import { STAFF_SESSION_LAPSED } from '@/lib/staff/session-limits';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from '@/components/forms/use-form';
import { zodResolver } from '@/components/forms/lazy-resolver';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { staffLoginSchema, staffTwoFactorSchema } from '@/lib/schemas/staff-forms';
import { homeOf } from '@/lib/staff/console-pages';
import { placeApiError } from '../forms/api-error';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { TextField } from '../forms/text-field';
import { keepSignIn, useStaffProfile } from './staff-session';
import { EMAIL, PASSWORD, VERIFICATION_CODE } from '@/lib/words/people';
import { CONFIRMING, VERIFYING } from '@/lib/words/actions';

import { ENTER_CODE, SIGN_IN_AGAIN } from '@/lib/words/account';
import { SIGN_IN } from '@/lib/words/shell';

type PasswordValues = z.input<typeof staffLoginSchema>;
const codeSchema = staffTwoFactorSchema.pick({ code: true });
type CodeValues = z.input<typeof codeSchema>;

/** Only a path of the console is a place to go back to after signing in. */
const safeNext = (next: string | null) => (next && /^\/staff\/[a-z]/.test(next) && !next.startsWith('//') ? next : null);

/** /staff: the password, then always the authenticator's code (or a recovery code). */
export function StaffSignIn({ ended }: { ended: string | null }) {
  const router = useRouter();
  const next = safeNext(useSearchParams().get('next'));
  const [challenge, setChallenge] = useState('');
  const [failure, setFailure] = useState(ended === 'A00009' ? STAFF_SESSION_LAPSED : ended ? '登入狀態已結束，請重新登入。' : '');
  const passwordForm = useForm<PasswordValues>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const codeForm = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  // Signed in already in another tab of this browser: this one goes on with the same session.
  const profile = useStaffProfile();
  useEffect(() => {
    if (profile && !challenge) router.replace(next ?? homeOf(profile.role).href);
  }, [profile, challenge, next, router]);

  const sendPassword = passwordForm.handleSubmit(async (values) => {
    setFailure('');
    const result = await apiRequest({ call: 'POST /staff/login/v1', body: values });
    if (result.ok) {
      setChallenge(result.data.challenge);
      return;
    }
    const message = placeApiError(result.error, passwordForm.setError, ['email', 'password']);
    if (message) setFailure(message);
    passwordForm.resetField('password');
    passwordForm.setFocus('password');
  });

  const sendCode = codeForm.handleSubmit(async ({ code }) => {
    setFailure('');
    const result = await apiRequest({ call: 'POST /staff/login/v1/two-factor', body: { challenge, code } });
    if (result.ok) {
      keepSignIn(result.data.token, result.data.staff);
      router.replace(next ?? homeOf(result.data.staff.role).href);
      return;
    }
    if (result.error.code === 'C00001' && result.error.data?.restart) {
      setChallenge('');
      passwordForm.resetField('password');
    }
    const message = placeApiError(result.error, codeForm.setError, ['code']);
    if (message) setFailure(message);
    codeForm.resetField('code');
  });

  return (
    <div className={cx('st-card')}>
      <h1 className={cx('st-title')}>{STAFF_SIGN_IN}</h1>
      <p className={cx('st-lead')}>經銷商與總公司人員專用。每次登入都需要密碼與驗證器 App 的驗證碼。</p>
      {challenge ? (
        <form method="post" onSubmit={sendCode} noValidate aria-label={ENTER_CODE}>
          <div className={cx('ui-stack-5')}>
            <FormAlert message={failure} />
            <TextField
              label={VERIFICATION_CODE}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              helper="驗證器 App 上的 6 位數驗證碼，或一組備用碼（例如 abcd-efgh）"
              error={codeForm.formState.errors.code?.message}
              {...codeForm.register('code')}
            />
            <Button type="submit" tone="brand" loading={codeForm.formState.isSubmitting} loadingText={VERIFYING}>
              {SIGN_IN}
            </Button>
            <Button variant="ghost" onClick={() => setChallenge('')}>
              {SIGN_IN_AGAIN}
            </Button>
          </div>
        </form>
      ) : (
        <form method="post" onSubmit={sendPassword} noValidate aria-label={STAFF_SIGN_IN}>
          <div className={cx('ui-stack-5')}>
            <FormAlert message={failure} />
            <TextField
              label={EMAIL}
              required
              type="email"
              inputMode="email"
              autoComplete="username"
              error={passwordForm.formState.errors.email?.message}
              {...passwordForm.register('email')}
            />
            <PasswordField
              label={PASSWORD}
              required
              autoComplete="current-password"
              error={passwordForm.formState.errors.password?.message}
              {...passwordForm.register('password')}
            />
            <Button type="submit" tone="brand" loading={passwordForm.formState.isSubmitting} loadingText={CONFIRMING}>
              下一步
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
