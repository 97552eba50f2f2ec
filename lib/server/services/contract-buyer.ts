import 'server-only';
import type { ContractBuyer } from '@/lib/purchases';
import type { members } from '../db/schema';
import { toMemberInfo } from './member-info';

/** The buyer as the contract records them: the member's data as the API shows it (ID number masked), with the full address. */
export function buyerOf(member: typeof members.$inferSelect, cityAndTown: string): ContractBuyer {
  const { memberType, name, mobile, email, zip, address, idNumber, companyName, ubn, contactName, contactTitle, phone } =
    toMemberInfo(member);
  const common = { memberType, name, mobile, email, zip, address: `${cityAndTown}${address}` };
  return memberType === 'individual' ? { ...common, idNumber } : { ...common, companyName, ubn, contactName, contactTitle, phone };
}
