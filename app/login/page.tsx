import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/layout/site-link';
import { LoginIntro } from '@/components/layout/login-intro';
import { loginPath, registerPath } from '@/lib/urls/account.mjs';
import { cx } from '@/lib/theme/cx';

import { REGISTER_COMPANY, REGISTER_PERSON } from '@/lib/words/account';
import { SIGN_IN } from '@/lib/words/shell';

export const metadata: Metadata = { title: '登入或註冊', robots: { index: false } };

export default function LoginLandingPage() {
  return (
    <LoginIntro title="登入或註冊" lead="歡迎回來，請選擇登入或註冊方式。">
      <nav aria-label="登入方式">
        <Link className={cx('sh-button-link')} href={loginPath()}>
          {SIGN_IN}
        </Link>{' '}
        <Link className={cx('sh-button-link')} href={registerPath('individual')}>
          {REGISTER_PERSON}
        </Link>{' '}
        <Link className={cx('sh-button-link')} href={registerPath('enterprise')}>
          {REGISTER_COMPANY}
        </Link>
      </nav>
    </LoginIntro>
  );
}
