import type { Metadata } from 'next';
import { QuoteListView } from '@/components/staff/quote-list-view';

export const metadata: Metadata = { title: '報價單' };

export default function StaffQuotesPage() {
  return <QuoteListView />;
}
