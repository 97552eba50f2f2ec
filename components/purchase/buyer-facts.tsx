import type { ContractBuyer } from '@/lib/sale/purchases';
import { MailLink, PhoneLink } from './contact-links';
import { FactList, type Fact } from './fact-list';
import { ADDRESS, COMPANY_NAME, COMPANY_PHONE, CONTACT_TITLE, EMAIL, NAME } from '@/lib/words/people';
import { CONTACT_PERSON, MOBILE_NUMBER, NATIONAL_ID, TAX_ID } from '@/lib/words/account';

/**
 * The buyer as written into the contract: a person with the masked ID, or a company with its 統一編號.
 * With `reachable` (the console) the phones dial and the e-mail opens the mail program.
 */
export function BuyerFacts({ buyer, reachable = false }: { buyer: ContractBuyer; reachable?: boolean }) {
  const phone = (number: string) => (reachable ? <PhoneLink phone={number} /> : number);
  const who: Fact[] =
    buyer.memberType === 'enterprise'
      ? [
          { label: '買方類型', value: '企業' },
          { label: COMPANY_NAME, value: buyer.companyName || buyer.name },
          { label: TAX_ID, value: buyer.ubn },
          { label: CONTACT_PERSON, value: buyer.contactName },
          { label: CONTACT_TITLE, value: buyer.contactTitle },
        ]
      : [
          { label: '買方類型', value: '個人' },
          { label: NAME, value: buyer.name },
          { label: NATIONAL_ID, value: buyer.idNumber },
        ];
  return (
    <FactList
      facts={[
        ...who,
        { label: MOBILE_NUMBER, value: phone(buyer.mobile) },
        !!buyer.phone && { label: buyer.memberType === 'enterprise' ? COMPANY_PHONE : '市內電話', value: phone(buyer.phone) },
        { label: EMAIL, value: reachable ? <MailLink email={buyer.email} /> : buyer.email },
        { label: ADDRESS, value: `${buyer.zip} ${buyer.address}`.trim() },
      ]}
    />
  );
}
