import { brand } from '@/lib/site/brand';
import { BrandMark } from './brand-mark';
import { NewTabHint } from './new-tab-hint';
import { PRIVACY_PATH, TERMS_PATH } from '@/lib/urls/site.mjs';
import { cx } from '@/lib/theme/cx';
import { SITE_SECTIONS } from '@/lib/site/sections';
import { CONTACT_US, PRIVACY_POLICY, SITE_MAP, TERMS_OF_SERVICE } from '@/lib/words/pages';

/** The footer of every page but the four configuration steps; stacked on mobile, one row from lg. */
export function SiteFooter() {
  return (
    <footer className={cx('sh-footer')}>
      <div className={cx('sh-footer-inner')}>
        <div className={cx('sh-footer-brand')}>
          <span className={cx('sh-footer-logo')}>
            <BrandMark className={cx('sh-logo-mark')} />
            {brand.name}
          </span>
          <p className={cx('sh-copyright')}>
            © {brand.copyrightYear} {brand.legalName} 版權所有
          </p>
        </div>
        <nav aria-label={SITE_MAP} className={cx('sh-footer-links')}>
          {SITE_SECTIONS.map(({ href, label }) => (
            <a key={href} className={cx('sh-footer-link')} href={href}>
              {label}
            </a>
          ))}
        </nav>
        <nav aria-label="頁尾連結" className={cx('sh-footer-links')}>
          <a className={cx('sh-footer-link')} href={brand.siteUrl} target="_blank" rel="noopener">
            品牌官網
            <NewTabHint />
          </a>
          <a className={cx('sh-footer-link')} href={brand.contactUrl} target="_blank" rel="noopener">
            {CONTACT_US}
            <NewTabHint />
          </a>
          <a className={cx('sh-footer-link')} href={PRIVACY_PATH} target="_blank" rel="noopener">
            {PRIVACY_POLICY}
            <NewTabHint />
          </a>
          <a className={cx('sh-footer-link')} href={TERMS_PATH} target="_blank" rel="noopener">
            {TERMS_OF_SERVICE}
            <NewTabHint />
          </a>
        </nav>
      </div>
    </footer>
  );
}
