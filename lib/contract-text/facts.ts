import type { ContractDetail } from '@/lib/purchases';

/** What the contract's full text is made of: the contract as the member reads it, its delivery and its terms. */
export interface ContractFacts extends Pick<
  ContractDetail,
  'number' | 'createdAt' | 'reviewUntil' | 'signedAt' | 'buyer' | 'dealer' | 'price' | 'configuration'
> {
  delivery: { location: string; estimatedAt: string | null };
  termsVersion: string;
}

/** A version of the contract's terms: a title and the clauses' template. */
export interface ContractTermsText {
  version: string;
  title: string;
  text: string;
}
