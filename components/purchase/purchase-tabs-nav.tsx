import { SiteLink as NextLink } from '@/components/layout/site-link';
import { Box, Link } from '@chakra-ui/react';
import { PURCHASE_TABS, type PurchaseTab } from '@/lib/purchase-tabs';
import { purchaseListPath } from '@/lib/urls/member.mjs';

/** The tabs as plain links (?tab=), so a reload or a shared link opens the same one; the open one is the current page. */
export function PurchaseTabsNav({ tab }: { tab: PurchaseTab }) {
  return (
    <Box as="nav" aria-label="購車管理分頁" mt="6" borderBottomWidth="1px" borderColor="gray.200" _print={{ display: 'none' }}>
      <Box as="ul" role="list" display="flex" gap={{ base: '1', sm: '4' }} listStyle="none" overflowX="auto">
        {PURCHASE_TABS.map((label, index) => {
          const current = index === tab;
          return (
            <li key={label}>
              <Link
                asChild
                display="inline-flex"
                px="3"
                py="2"
                mb="-1px"
                whiteSpace="nowrap"
                textDecoration="none"
                borderBottomWidth="3px"
                borderColor={current ? 'brand.700' : 'transparent'}
                color={current ? 'brand.800' : 'gray.700'}
                fontWeight={current ? 'bold' : 'medium'}
                _hover={{ color: 'brand.800', borderColor: current ? 'brand.700' : 'gray.300' }}
              >
                <NextLink href={purchaseListPath(index as PurchaseTab)} aria-current={current ? 'page' : undefined}>
                  {label}
                </NextLink>
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
