import type { Metadata } from 'next';
import { RoadFeesView } from '@/components/staff/road-fees-view';
import { STAFF_ROAD_FEES } from '@/lib/words/console';

export const metadata: Metadata = { title: STAFF_ROAD_FEES };

export default function Page() {
  return <RoadFeesView />;
}
