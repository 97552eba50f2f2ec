import type { Dealer } from '@/lib/sale/purchases';
import { MailLink, PhoneLink } from './contact-links';
import { FactList } from './fact-list';
import { ADDRESS, DEALER, EMAIL, PHONE } from '@/lib/words/people';

/** The dealer who made the contract, with a phone and a mail link to reach the salesperson. */
export function DealerFacts({ dealer }: { dealer: Dealer }) {
  return (
    <FactList
      facts={[
        { label: DEALER, value: dealer.name },
        { label: '業務專員', value: dealer.salesperson },
        { label: PHONE, value: <PhoneLink phone={dealer.phone} /> },
        { label: EMAIL, value: <MailLink email={dealer.email} /> },
        { label: ADDRESS, value: dealer.address },
      ]}
    />
  );
}
