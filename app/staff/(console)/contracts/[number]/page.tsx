import type { Metadata } from 'next';
import { ContractRecordView } from '@/components/staff/contract-record-view';
import { CONTRACT } from '@/lib/words/purchase';

export const metadata: Metadata = { title: CONTRACT };

export default async function StaffContractPage({ params }: PageProps<'/staff/contracts/[number]'>) {
  const { number } = await params;
  return <ContractRecordView number={decodeURIComponent(number)} />;
}
