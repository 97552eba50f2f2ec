import { Link } from '@chakra-ui/react';
import type { Dealer } from '@/lib/purchases';
import { FactList } from './fact-list';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The dealer who made the contract, with a phone and a mail link to reach the salesperson. */
export function DealerFacts({ dealer }: { dealer: Dealer }) {
  const link = { color: 'brand.700', textDecoration: 'underline', textUnderlineOffset: '3px' } as const;
  return (
    <FactList
      facts={[
        { label: '經銷商', value: dealer.name },
        { label: '業務專員', value: dealer.salesperson },
        {
          label: '電話',
          value: (
            <Link href={telHref(dealer.phone)} {...link}>
              {dealer.phone}
            </Link>
          ),
        },
        {
          label: '電子郵件',
          value: (
            <Link href={`mailto:${dealer.email}`} {...link} wordBreak="break-all">
              {dealer.email}
            </Link>
          ),
        },
        { label: '地址', value: dealer.address },
      ]}
    />
  );
}
