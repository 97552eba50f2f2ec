import type { Metadata } from 'next';
import { SiteFrame } from '@/components/layout/site-frame';
import { NOT_FOUND_METADATA, NotFoundView } from '@/components/layout/not-found-view';

export const metadata: Metadata = NOT_FOUND_METADATA;

// An unknown URL, or a miss under /login: nothing around it draws the frame, so this does.
export default function NotFound() {
  return (
    <SiteFrame>
      <NotFoundView />
    </SiteFrame>
  );
}
