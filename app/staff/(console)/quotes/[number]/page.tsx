import type { Metadata } from 'next';
import { QuoteRecordView } from '@/components/staff/quote-record-view';

export const metadata: Metadata = { title: '報價單' };

export default async function StaffQuotePage({ params }: PageProps<'/staff/quotes/[number]'>) {
  const { number } = await params;
  return <QuoteRecordView number={decodeURIComponent(number)} />;
}
