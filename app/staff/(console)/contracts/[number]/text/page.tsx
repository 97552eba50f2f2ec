import type { Metadata } from 'next';
import { ContractTextConsoleView } from '@/components/staff/contract-text-console-view';
import { CONTRACT_FULL_TEXT } from '@/lib/words/purchase';

export const metadata: Metadata = { title: CONTRACT_FULL_TEXT };

export default async function StaffContractTextPage({ params }: PageProps<'/staff/contracts/[number]/text'>) {
  const { number } = await params;
  return <ContractTextConsoleView number={decodeURIComponent(number)} />;
}
