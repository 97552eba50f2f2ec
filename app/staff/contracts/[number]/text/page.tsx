import type { Metadata } from 'next';
import { ContractTextConsoleView } from '@/components/staff/contract-text-console-view';

export const metadata: Metadata = { title: '合約全文' };

export default async function StaffContractTextPage({ params }: PageProps<'/staff/contracts/[number]/text'>) {
  const { number } = await params;
  return <ContractTextConsoleView number={decodeURIComponent(number)} />;
}
