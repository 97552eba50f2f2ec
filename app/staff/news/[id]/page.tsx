import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsEditor } from '@/components/staff/news-editor';

export const metadata: Metadata = { title: '編輯消息' };

export default async function Page({ params }: PageProps<'/staff/news/[id]'>) {
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return <NewsEditor id={id.toLowerCase()} />;
}
