import 'server-only';
import { eq } from 'drizzle-orm';
import { contractDocument } from '@/lib/contract-text/document';
import type { ContractDocument } from '@/lib/schemas/contract-text';
import { may } from '@/lib/staff/roles';
import type { Db } from '../db/client';
import { contracts } from '../db/schema';
import { notFound } from '../core/api-failure';
import { getContract } from './contracts';
import { contractTermsOf } from './contract-terms';
import type { Actor } from './sales/actor';
import { withinReach } from './sales/reach';

// The contract's full text (汽車買賣契約書) for its buyer and for the dealer's console: the contract's facts
// under the terms version it was made with (lib/contract-text/document.ts).

async function documentOf(db: Db, memberId: string, id: string): Promise<ContractDocument> {
  const contract = await getContract(db, memberId, id);
  const [row] = await db.select({ termsVersion: contracts.termsVersion }).from(contracts).where(eq(contracts.id, id));
  const terms = await contractTermsOf(db, row.termsVersion);
  return contractDocument({ ...contract, termsVersion: terms.version }, terms);
}

/** GET /order/contract/v1/{uuid}/text: the member's own contract in full; another member's is N00404. */
export const memberContractText = (db: Db, memberId: string, id: string) => documentOf(db, memberId, id);

/** GET /staff/contracts/v1/{number}/text: a contract within the staff member's reach, in full. */
export async function staffContractText(db: Db, actor: Actor, number: string): Promise<ContractDocument> {
  if (!may(actor.role, 'read-records')) throw notFound();
  const [found] = await db
    .select({ id: contracts.id, memberId: contracts.memberId, dealerCode: contracts.dealerCode })
    .from(contracts)
    .where(eq(contracts.number, number));
  const row = withinReach(actor, found);
  return documentOf(db, row.memberId, row.id);
}
