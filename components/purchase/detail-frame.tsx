'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import type { ReactNode } from 'react';
import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import type { PurchaseTab } from '@/lib/purchase-tabs';
import { purchaseListPath } from '@/lib/urls/member.mjs';

/**
 * A purchase record's page: the way back and 列印 above it (not on paper), and on paper everything in
 * black on white.
 */
export function DetailFrame({ tab, children }: { tab: PurchaseTab; children: ReactNode }) {
  return (
    <Stack gap="6" mt="6" _print={{ mt: '4', gap: '4', '& *': { color: 'black !important' } }}>
      <HStack justify="space-between" gap="3" flexWrap="wrap" _print={{ display: 'none' }}>
        <Link asChild color="brand.700" fontWeight="medium" textDecoration="underline" textUnderlineOffset="3px">
          <NextLink href={purchaseListPath(tab)}>← 返回購車管理</NextLink>
        </Link>
        <Button variant="outline" colorPalette="brand" onClick={() => window.print()}>
          列印
        </Button>
      </HStack>
      {children}
    </Stack>
  );
}
