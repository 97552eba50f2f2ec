import type { Metadata } from 'next';
import { ErrorView } from './error-view';
import { MissingPath } from './missing-path';
import { cx } from '@/lib/theme/cx';
import { SITE_SECTIONS } from '@/lib/site/sections';

export const NOT_FOUND_METADATA: Metadata = { title: '找不到頁面', robots: { index: false } };

/** The 404 page's body, inside whichever frame the area around it already draws. */
export function NotFoundView() {
  return (
    <ErrorView statusCode={404}>
      <MissingPath />
      <p className={cx('sh-error-detail')}>這個網址可能輸入有誤，或頁面已經移除。您可以從下列頁面繼續瀏覽：</p>
      <nav aria-label="繼續瀏覽">
        <ul className={cx('sh-error-ways')}>
          {SITE_SECTIONS.map(({ href, label }) => (
            <li key={href}>
              <a href={href} className={cx('sh-more-link')}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </ErrorView>
  );
}
