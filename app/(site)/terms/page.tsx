import type { Metadata } from 'next';
import { TermsOfService } from '@/components/content/terms-of-service';
import { pageMetadata } from '@/lib/site/page-metadata';
import { TERMS_PATH } from '@/lib/urls/site.mjs';
import { cx } from '@/lib/theme/cx';
import { TERMS_OF_SERVICE } from '@/lib/words/pages';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: TERMS_OF_SERVICE,
    description: '泰嵐商用車會員與購車網站的服務條款：會員資格與帳號、預購與訂金、取消預購、合約審閱期、責任限制，以及準據法與管轄法院。',
    path: TERMS_PATH,
    image: '/images/site/terms.png',
    imageAlt: TERMS_OF_SERVICE,
  });

export default function TermsPage() {
  return (
    <article className={cx('sh-page')}>
      <h1 className={cx('sh-h1')}>{TERMS_OF_SERVICE}</h1>
      <TermsOfService />
    </article>
  );
}
