'use client';

import { useEffect, useRef, useState } from 'react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { QuoteEstimate } from '@/components/member/quote-view';
import { apiRequest } from '@/lib/api/client';
import { cx } from '@/lib/theme/cx';
import { loginPath, registerPath } from '@/lib/urls/account.mjs';
import { QUOTES_PATH } from '@/lib/urls/member.mjs';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import type { Quote } from '@/store/quote-api';

type Shown = { kind: 'confirming' } | { kind: 'refused'; message: string } | { kind: 'confirmed'; quote: Quote };

/**
 * The page a visitor's quote mail links to: opening it confirms the request, which then reaches the dealer. The
 * token is the address's fragment, sent to the API in a body only, and dropped from the address once used.
 */
export function ConfirmQuote() {
  const [shown, setShown] = useState<Shown>({ kind: 'confirming' });
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const token = window.location.hash.slice(1);
    const confirm: Promise<Shown> = token
      ? apiRequest({ call: 'POST /order/quote/v1/confirm', body: { token } }).then((answer) => {
          window.history.replaceState(null, '', window.location.pathname);
          return answer.ok ? { kind: 'confirmed', quote: answer.data } : { kind: 'refused', message: answer.error.message };
        })
      : Promise.resolve({ kind: 'refused', message: '連結不完整，請從報價確認信重新開啟。' });
    void confirm.then(setShown);
  }, []);

  if (shown.kind === 'confirming') return <p role="status">正在確認報價請求…</p>;
  if (shown.kind === 'refused')
    return (
      <div className={cx('qt-alert', 'ui-stack-3')} role="alert">
        <p>{shown.message}</p>
        <p>
          <NextLink className={cx('ui-text-link')} href={VEHICLE_OWNER_PATH}>
            瀏覽車系並重新配置
          </NextLink>
        </p>
      </div>
    );
  const { quote } = shown;
  return (
    <div className={cx('qt-view')}>
      <div className={cx('qt-sent', 'ui-stack-3')} role="status">
        <p>
          報價請求 {quote.number} 已送出：{quote.point.name}會與您聯繫，並提供正式報價單。
        </p>
        <p className={cx('ui-small')}>
          以收到這封信的電子郵件
          <NextLink className={cx('ui-text-link', 'ui-inline-gap')} href={registerPath('individual', { returnTo: QUOTES_PATH })}>
            註冊會員
          </NextLink>
          或
          <NextLink className={cx('ui-text-link', 'ui-inline-gap')} href={loginPath({ returnTo: QUOTES_PATH })}>
            登入
          </NextLink>
          ，即可在會員專區的「報價單」查看這份請求與日後的正式報價。
        </p>
      </div>
      <QuoteEstimate data={quote} />
    </div>
  );
}
