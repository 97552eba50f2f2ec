import 'server-only';
import type { ContractBuyer } from '@/lib/sale/purchases';
import type { members } from '../db/schema';
import { toMemberInfo } from './member-info';

/** The buyer as the contract records them: the member's data as the API shows it (ID number masked), with the full address. */
export function buyerOf(member: typeof members.$inferSelect, cityAndTown: string): ContractBuyer {
  const info = toMemberInfo(member);
  const common = { name: info.name, mobile: info.mobile, email: info.email, zip: info.zip, address: `${cityAndTown}${info.address}` };
  if (info.memberType === 'individual') return { ...common, memberType: info.memberType, idNumber: info.idNumber };
  const { companyName, ubn, contactName, contactTitle, phone } = info;
  return { ...common, memberType: info.memberType, companyName, ubn, contactName, contactTitle, phone };
}
