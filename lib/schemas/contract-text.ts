import * as z from 'zod';

// The contract's full text as the member's page, the console and the PDF read it (lib/contract-text/document.ts).

const fact = z.object({ label: z.string(), value: z.string() });
const party = z.object({
  /** 甲方（買方）, 乙方（賣方）, 製造商. */
  role: z.string(),
  name: z.string(),
  facts: z.array(fact),
});
const clause = z.object({ number: z.string(), heading: z.string(), paragraphs: z.array(z.string()) });

export const contractDocumentSchema = z.object({
  title: z.string(),
  number: z.string(),
  termsVersion: z.string(),
  /** The day the contract was made, yyyy/mm/dd in Taipei. */
  madeOn: z.string(),
  intro: z.string(),
  parties: z.array(party),
  /** 買賣標的: the vehicle and its configuration in names. */
  subject: z.array(fact),
  /** 價款: the amounts in NT$. */
  prices: z.array(fact),
  clauses: z.array(clause),
  /** Where each party signs: role, name and the lines to fill. */
  signatures: z.array(z.object({ role: z.string(), name: z.string(), lines: z.array(z.string()) })),
});

export type ContractDocument = z.infer<typeof contractDocumentSchema>;
export type ContractDocumentFact = z.infer<typeof fact>;
