import type { Metadata } from 'next';
import { CatalogListView } from '@/components/staff/catalog-list-view';

export const metadata: Metadata = { title: '車系型錄' };

export default function Page() {
  return <CatalogListView />;
}
