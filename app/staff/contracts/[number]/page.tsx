import type { Metadata } from 'next';
import { ContractRecordView } from '@/components/staff/contract-record-view';

export const metadata: Metadata = { title: '合約' };

export default async function StaffContractPage({ params }: PageProps<'/staff/contracts/[number]'>) {
  const { number } = await params;
  return <ContractRecordView number={decodeURIComponent(number)} />;
}
