import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DealerPointView } from '@/components/staff/dealer-point-view';
import { SLUG_PATTERN } from '@/lib/validators/patterns';
import { DEALERS } from '@/lib/words/pages';

export const metadata: Metadata = { title: DEALERS };

export default async function Page({ params }: PageProps<'/staff/dealer-points/[slug]'>) {
  const { slug } = await params;
  if (!SLUG_PATTERN.test(slug)) notFound();
  return <DealerPointView slug={slug} />;
}
