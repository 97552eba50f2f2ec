import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IssueEditor } from '@/components/staff/issue-editor';

export const metadata: Metadata = { title: '編輯雜誌' };

export default async function Page({ params }: PageProps<'/staff/magazine/[id]'>) {
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return <IssueEditor id={id.toLowerCase()} />;
}
