import type { Metadata } from 'next';
import { DealerPointsView } from '@/components/staff/dealer-points-view';
import { DEALERS } from '@/lib/words/pages';

export const metadata: Metadata = { title: DEALERS };

export default function Page() {
  return <DealerPointsView />;
}
