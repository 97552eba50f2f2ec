import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { NOT_FOUND_METADATA, NotFoundView } from '@/components/layout/not-found-view';
import { cx } from '@/lib/theme/cx';

export const metadata: Metadata = NOT_FOUND_METADATA;

// An unknown step or family: the layout draws the header; a 404 is no configuration step, so it has the footer.
export default function ConfiguratorNotFound() {
  return (
    <>
      <main id="main" className={cx('sh-main')}>
        <NotFoundView />
      </main>
      <SiteFooter />
    </>
  );
}
