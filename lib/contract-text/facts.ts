import type { ContractDetail } from '@/lib/sale/purchases';

/**
 * What the contract's full text is made of: what the contract froze when it was made (never the delivery's
 * dates, which the dealer moves later) and its terms version, so the text its buyer reads never changes.
 */
export interface ContractFacts extends Pick<
  ContractDetail,
  'number' | 'createdAt' | 'reviewUntil' | 'signedAt' | 'buyer' | 'dealer' | 'price' | 'configuration' | 'quote'
> {
  termsVersion: string;
}

/** A version of the contract's terms: a title and the clauses' template. */
export interface ContractTermsText {
  version: string;
  title: string;
  text: string;
}
