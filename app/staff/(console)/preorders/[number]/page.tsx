import type { Metadata } from 'next';
import { PreorderRecordView } from '@/components/staff/preorder-record-view';
import { PREORDER } from '@/lib/words/purchase';

export const metadata: Metadata = { title: PREORDER };

export default async function StaffPreorderPage({ params }: PageProps<'/staff/preorders/[number]'>) {
  const { number } = await params;
  return <PreorderRecordView number={decodeURIComponent(number)} />;
}
