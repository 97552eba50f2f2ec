import { SiteLink as Link } from '@/components/layout/site-link';
import { brand } from '@/lib/brand';
import { BrandMark } from './brand-mark';
import { HeaderSession } from './header-session';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { cx } from '@/lib/theme/cx';

/**
 * The header of every page but /login: server-rendered, with one small island for the login button. An error
 * page leaves the island out (`session={false}`): its code may be what failed to load.
 */
export function SiteHeader({ session = true }: { session?: boolean }) {
  return (
    <header className={cx('sh-header')}>
      <a href="#main" className={cx('sh-skip')}>
        跳至主要內容
      </a>
      <Link href="/" className={cx('sh-logo')} aria-label={`${brand.name} 首頁`}>
        <BrandMark className={cx('sh-logo-mark')} />
        <span>{brand.name}</span>
      </Link>
      <nav aria-label="主選單" className={cx('sh-nav')}>
        <Link href={VEHICLE_OWNER_PATH} className={cx('sh-owner-link')}>
          成為車主
        </Link>
        {session && <HeaderSession />}
      </nav>
    </header>
  );
}
