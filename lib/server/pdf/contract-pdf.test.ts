/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import { contractDocument } from '@/lib/contract-text/document';
import { FIRST_CONTRACT_TERMS } from '@/lib/contract-text/first-terms';
import { contractDetail, ENTERPRISE_BUYER } from '@/lib/testing/purchases';
import { CONTRACT_PDF_FONT, contractPdf } from './contract-pdf';

const document = contractDocument(
  {
    ...contractDetail({ buyer: ENTERPRISE_BUYER }),
    termsVersion: FIRST_CONTRACT_TERMS.version,
  },
  FIRST_CONTRACT_TERMS,
);

describe('the contract as a PDF', () => {
  it('is a PDF with the Traditional Chinese font embedded as a subset, page numbers on every page', async () => {
    const pdf = await contractPdf(document);
    if (process.env.CONTRACT_PDF_OUT) writeFileSync(process.env.CONTRACT_PDF_OUT, pdf);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    // A subset's name is six capitals and a plus before the font's own.
    expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${CONTRACT_PDF_FONT}`));
    expect(raw).toMatch(/\/FontFile[23]? /);
    expect(pdf.length).toBeLessThan(1_000_000);
    expect(Number(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(raw)?.[1])).toBeGreaterThan(1);
  }, 30_000);
});
