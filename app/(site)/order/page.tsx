import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/layout/site-link';
import { OrderGuide } from '@/components/content/order-guide';
import { pageMetadata } from '@/lib/site/page-metadata';
import { ORDER_GUIDE_PATH, VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { cx } from '@/lib/theme/cx';
import { ORDER_GUIDE } from '@/lib/words/pages';

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: ORDER_GUIDE,
    description: '在泰嵐商用車購車的每一步：線上配置、送出預購、契約審閱、簽約付訂金到生產與交車，以及訂金與審閱期的規定。',
    path: ORDER_GUIDE_PATH,
    image: '/images/site/order.png',
    imageAlt: '購車流程：配置、預購、簽約、交車',
  });

export default function OrderPage() {
  return (
    <section className={cx('sh-page')}>
      <h1 className={cx('sh-h1')}>{ORDER_GUIDE}</h1>
      <p className={cx('sh-lead')}>從線上配置、預購、簽約到交車，了解在泰嵐商用車購車的每一步。</p>
      <OrderGuide />
      <p className={cx('sh-article-foot')}>
        <Link className={cx('sh-button-link')} href={VEHICLE_OWNER_PATH}>
          開始配置，成為車主
        </Link>
      </p>
    </section>
  );
}
