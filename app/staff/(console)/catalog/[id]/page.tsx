import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FamilyCatalogView } from '@/components/staff/family-catalog-view';
import { STAFF_CATALOG } from '@/lib/words/console';

export const metadata: Metadata = { title: STAFF_CATALOG };

export default async function Page({ params }: PageProps<'/staff/catalog/[id]'>) {
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return <FamilyCatalogView id={id.toLowerCase()} />;
}
