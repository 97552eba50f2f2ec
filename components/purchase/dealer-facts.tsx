import type { Dealer } from '@/lib/sale/purchases';
import { MailLink, PhoneLink } from './contact-links';
import { FactList } from './fact-list';

/** The dealer who made the contract, with a phone and a mail link to reach the salesperson. */
export function DealerFacts({ dealer }: { dealer: Dealer }) {
  return (
    <FactList
      facts={[
        { label: '經銷商', value: dealer.name },
        { label: '業務專員', value: dealer.salesperson },
        { label: '電話', value: <PhoneLink phone={dealer.phone} /> },
        { label: '電子郵件', value: <MailLink email={dealer.email} /> },
        { label: '地址', value: dealer.address },
      ]}
    />
  );
}
