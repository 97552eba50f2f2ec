import type { Metadata } from 'next';
import { NOT_FOUND_METADATA, NotFoundView } from '@/components/layout/not-found-view';

export const metadata: Metadata = NOT_FOUND_METADATA;

// A page of the group that calls notFound(): the site layout around it already draws the frame.
export default function SiteNotFound() {
  return <NotFoundView />;
}
