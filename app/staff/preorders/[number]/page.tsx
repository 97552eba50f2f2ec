import type { Metadata } from 'next';
import { PreorderRecordView } from '@/components/staff/preorder-record-view';

export const metadata: Metadata = { title: '預購單' };

export default async function StaffPreorderPage({ params }: PageProps<'/staff/preorders/[number]'>) {
  const { number } = await params;
  return <PreorderRecordView number={decodeURIComponent(number)} />;
}
