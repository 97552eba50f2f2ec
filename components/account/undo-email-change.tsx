'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import { forgetPasswordPath } from '@/lib/urls/account.mjs';
import { useUndoEmailChangeMutation } from '@/store/account-api';
import { useAppDispatch } from '@/store/hooks';
import { sessionEnded } from '@/store/session/session-ended';
import { tokenCleared } from '@/store/slices/login-slice';
import { FormAlert } from '../forms/form-alert';
import { outcomeOf } from './outcome';
import { PROCESSING } from '@/lib/words/actions';
import { UNDO_EMAIL_CHANGE } from '@/lib/words/account';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

type State = { kind: 'ask' } | { kind: 'restored' } | { kind: 'kept' } | { kind: 'failed'; message: string } | { kind: 'bad-link' };

/**
 * /verifyemail/undo?token=: the link mailed to the old address after an e-mail change. It acts only
 * on the button, so a mail scanner opening the link changes nothing; then it says what happened and
 * leads to forgot-password, since the password was replaced.
 */
export function UndoEmailChange() {
  const token = useSearchParams().get('token') ?? '';
  const [state, setState] = useState<State>(() => (TOKEN.test(token) ? { kind: 'ask' } : { kind: 'bad-link' }));
  const [undo, { isLoading }] = useUndoEmailChangeMutation();
  const dispatch = useAppDispatch();
  // The outcome takes the place of the button: focus it so it is read out.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind !== 'ask') outcome.current?.focus();
  }, [state.kind]);

  const submit = async () => {
    // Every session of the account is about to end. A login kept in this browser is dropped first, so
    // no call of it refused meanwhile sends the person home; the rest of it is forgotten once the
    // answer is in (forgetting resets the API state, which would abort this call).
    dispatch(tokenCleared());
    const result = await undo({ token });
    dispatch(sessionEnded({ reason: 'forget' }));
    const error = outcomeOf(result);
    if (error) setState({ kind: 'failed', message: error.message });
    else setState({ kind: result.data?.restored ? 'restored' : 'kept' });
  };

  if (state.kind === 'ask') {
    return (
      <div className={cx('ui-stack-4', 'ac-column')}>
        <p>按下按鈕後，帳號的電子郵件會改回此信箱，所有裝置上的登入都會登出，原本的密碼也會失效；之後請以「忘記密碼」設定新密碼。</p>
        <Button tone="brand" className={cx('ui-start')} loading={isLoading} loadingText={PROCESSING} onClick={() => void submit()}>
          {UNDO_EMAIL_CHANGE}
        </Button>
      </div>
    );
  }
  return (
    <div className={cx('ui-stack-4', 'ac-column', 'ac-outcome')} ref={outcome} tabIndex={-1}>
      {state.kind === 'restored' && (
        <>
          <FormAlert status="success" message="已將帳號的電子郵件改回此信箱，所有裝置上的登入都已登出。" />
          <p>原本的密碼已失效。請以「忘記密碼」寄送驗證碼到此信箱，設定新的密碼。</p>
        </>
      )}
      {state.kind === 'kept' && (
        <>
          <FormAlert message="此信箱已屬於另一個會員帳號，因此無法改回；帳號所有裝置上的登入都已登出，原本的密碼也已失效。" />
          <p>請聯絡客服協助取回帳號。</p>
        </>
      )}
      {state.kind === 'failed' && <FormAlert message={state.message} />}
      {state.kind === 'bad-link' && <FormAlert message="這個連結不完整。請直接點選信中的連結，或複製完整的連結。" />}
      {state.kind !== 'kept' && (
        <NextLink href={forgetPasswordPath(1)} className={cx(buttonClasses({ tone: 'brand' }), 'ui-start')}>
          忘記密碼，設定新密碼
        </NextLink>
      )}
    </div>
  );
}
