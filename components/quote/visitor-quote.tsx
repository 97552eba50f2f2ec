'use client';

import { useEffect, useRef, useState } from 'react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { QuoteEstimate } from '@/components/member/quote-view';
import { QuoteForm, type QuotePoint } from '@/components/member/quote-form';
import { VISITOR_QUOTE_LINK_HOURS } from '@/lib/constants';
import type { OrderSelection } from '@/lib/sale/pricing';
import { cx } from '@/lib/theme/cx';
import { loginPath } from '@/lib/urls/account.mjs';
import type { Quote } from '@/store/quote-api';

/**
 * 索取報價 without an account: the member's form with a name, mobile and e-mail; once sent, the estimate at once
 * and where the link that sends it to the dealer went. `memberForm` is the member's form for this configuration.
 */
export function VisitorQuote(props: {
  familyUuid: string;
  selection: OrderSelection;
  points: readonly QuotePoint[];
  plateDay: string;
  memberForm: string;
}) {
  const [sent, setSent] = useState<{ quote: Quote; email: string } | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), [sent]);
  if (sent)
    return (
      <>
        <div ref={notice} tabIndex={-1} role="status" className={cx('qt-sent', 'ui-stack-3')}>
          <p>
            確認信已寄到 <strong>{sent.email}</strong>。請在 {VISITOR_QUOTE_LINK_HOURS}{' '}
            小時內點選信中的連結，經銷商才會收到您的請求並與您聯繫；逾時未確認的請求不會送出。
          </p>
          <p className={cx('ui-small')}>以下是網站依您的選擇試算的估價，信中也附有摘要。</p>
        </div>
        <QuoteEstimate data={sent.quote} />
      </>
    );
  const { memberForm, ...form } = props;
  return (
    <>
      <p className={cx('ui-small')}>
        已是會員？
        <NextLink className={cx('ui-text-link')} href={loginPath({ returnTo: memberForm })}>
          登入會員
        </NextLink>
        後索取，報價單會保存在會員專區。
      </p>
      <QuoteForm {...form} onVisitorSent={(quote, email) => setSent({ quote, email })} />
    </>
  );
}
