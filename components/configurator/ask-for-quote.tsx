'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { encodeSelection } from '@/lib/configurator/share';
import { buttonClasses } from '@/components/ui/button';
import { cx, recipe } from '@/lib/theme/cx';
import { loginPath } from '@/lib/urls/account.mjs';
import { newQuotePath } from '@/lib/urls/member.mjs';
import { visitorQuotePath } from '@/lib/urls/site.mjs';
import { ASK_FOR_QUOTE } from '@/lib/words/vehicle';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/selectors';
import { useConfiguration } from './use-configuration';

/** 索取報價: the quote form for this configuration, from any step: a member's, or a visitor's (no account, a mailed link confirms it). */
export function AskForQuote({ family }: { family: VehicleFamilyDetail }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { selection, evaluation } = useConfiguration(family);
  const code = encodeSelection(selection, Object.fromEntries(evaluation.price.lines.map((line) => [line.uuid, line.amount])));
  const form = newQuotePath(family.uuid, code);
  return (
    <section aria-labelledby="quote-title" className={cx('cf-card', 'cf-no-print')}>
      <h2 className={cx(recipe('heading', { size: 'sm' }), 'cf-card-title')} id="quote-title">
        {ASK_FOR_QUOTE}
      </h2>
      <p className={cx('ui-small')}>您選的據點的經銷商會收到這份請求，並來電提供正式報價；網站也會立即試算領牌上路的總價與每月付款。</p>
      {loggedIn ? (
        <NextLink href={form} className={cx(buttonClasses({ tone: 'brand', size: 'sm' }), 'ui-start', 'ui-note')}>
          {ASK_FOR_QUOTE}
        </NextLink>
      ) : (
        <>
          <NextLink
            href={visitorQuotePath(family.uuid, code)}
            className={cx(buttonClasses({ tone: 'brand', size: 'sm' }), 'ui-start', 'ui-note')}
          >
            {ASK_FOR_QUOTE}
          </NextLink>
          <p className={cx('ui-small', 'ui-note')}>
            無需註冊，留下手機與電子郵件即可；已是會員請先
            <NextLink className={cx('ui-text-link', 'ui-inline-gap')} href={loginPath({ returnTo: form })}>
              登入
            </NextLink>
            。
          </p>
        </>
      )}
    </section>
  );
}
