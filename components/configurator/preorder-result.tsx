'use client';

import dynamic from 'next/dynamic';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { Button, Stack, Text } from '@chakra-ui/react';
import { purchaseListPath } from '@/lib/urls/member.mjs';

// The pre-order's code (its query, the member check, the facts) loads only when the URL names one.
const PlacedPreorder = dynamic(() => import('./placed-preorder').then((m) => m.PlacedPreorder));

/**
 * /vehicleowner/preorder-result?id={uuid}: the pre-order just placed (number, frozen configuration, total),
 * read by the id in the URL, so a reload shows it again.
 */
export function PreorderResult({ uuid }: { uuid: string | null }) {
  if (!uuid) {
    return (
      <Stack gap="3" mt="6">
        <Text>這裡顯示剛送出的預購；已送出的預購都可以在購車管理中查看。</Text>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <NextLink href={purchaseListPath(0)}>前往購車管理</NextLink>
        </Button>
      </Stack>
    );
  }
  return <PlacedPreorder uuid={uuid} />;
}
