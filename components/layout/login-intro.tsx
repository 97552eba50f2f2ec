import { SiteLink as Link } from '@/components/layout/site-link';
import type { ReactNode } from 'react';
import { brand } from '@/lib/site/brand';
import { BrandMark } from './brand-mark';
import { cx } from '@/lib/theme/cx';
import { HOME } from '@/lib/words/pages';

/** /login has no header, so its pages lead with the brand and a way home, then the title and the step. */
export function LoginIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <section className={cx('sh-page')}>
      <Link href="/" className={cx('sh-logo', 'sh-login-logo')} aria-label={`${brand.name} ${HOME}`}>
        <BrandMark className={cx('sh-logo-mark')} />
        <span>{brand.name}</span>
      </Link>
      <h1 className={cx('sh-h1')}>{title}</h1>
      <p className={cx('sh-lead')}>{lead}</p>
      {children && <div className={cx('sh-login-body')}>{children}</div>}
    </section>
  );
}
