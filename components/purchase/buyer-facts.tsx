import type { ContractBuyer } from '@/lib/sale/purchases';
import { MailLink, PhoneLink } from './contact-links';
import { FactList, type Fact } from './fact-list';

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
          { label: '公司名稱', value: buyer.companyName || buyer.name },
          { label: '統一編號', value: buyer.ubn },
          { label: '聯絡人', value: buyer.contactName },
          { label: '聯絡人職稱', value: buyer.contactTitle },
        ]
      : [
          { label: '買方類型', value: '個人' },
          { label: '姓名', value: buyer.name },
          { label: '身分證字號', value: buyer.idNumber },
        ];
  return (
    <FactList
      facts={[
        ...who,
        { label: '手機號碼', value: phone(buyer.mobile) },
        !!buyer.phone && { label: buyer.memberType === 'enterprise' ? '公司電話' : '市內電話', value: phone(buyer.phone) },
        { label: '電子郵件', value: reachable ? <MailLink email={buyer.email} /> : buyer.email },
        { label: '地址', value: `${buyer.zip} ${buyer.address}`.trim() },
      ]}
    />
  );
}
