import type { Metadata } from 'next';
import { CatalogListView } from '@/components/staff/catalog-list-view';
import { STAFF_CATALOG } from '@/lib/words/console';

export const metadata: Metadata = { title: STAFF_CATALOG };

export default function Page() {
  return <CatalogListView />;
}
