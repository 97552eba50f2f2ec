import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsEditor } from '@/components/staff/news-editor';
import { EDIT_NEWS } from '@/lib/words/editor';

export const metadata: Metadata = { title: EDIT_NEWS };

export default async function Page({ params }: PageProps<'/staff/news/[id]'>) {
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return <NewsEditor id={id.toLowerCase()} />;
}
