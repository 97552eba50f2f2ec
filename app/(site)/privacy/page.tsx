import type { Metadata } from 'next';
import { PrivacyPolicy } from '@/components/content/privacy-policy';
import { pageMetadata } from '@/lib/site/page-metadata';
import { PRIVACY_PATH } from '@/lib/urls/site.mjs';
import { cx } from '@/lib/theme/cx';
import { PRIVACY_POLICY } from '@/lib/words/pages';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: PRIVACY_POLICY,
    description:
      '泰嵐商用車依個人資料保護法蒐集、處理及利用您的個人資料之說明：目的、類別、期間、地區、對象與方式，您的權利與行使方式，以及資料安全與 Cookie。',
    path: PRIVACY_PATH,
    image: '/images/site/privacy.png',
    imageAlt: PRIVACY_POLICY,
  });

export default function PrivacyPage() {
  return (
    <article className={cx('sh-page')}>
      <h1 className={cx('sh-h1')}>{PRIVACY_POLICY}</h1>
      <PrivacyPolicy />
    </article>
  );
}
