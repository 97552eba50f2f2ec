'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { COMPONENT_KEYS } from '@/lib/catalog-types';
import { COMPONENT_LABELS, formatComponent } from '@/lib/configurator/components';
import { REVIEW_PERIOD_DAYS } from '@/lib/constants';
import { formatTwd } from '@/lib/money';
import { useAppSelector } from '@/store/hooks';
import { useRehydrated } from '@/store/use-rehydrated';
import { DEPOSIT_LABEL } from '@/lib/deposit-terms';
import { purchaseListPath } from '@/lib/urls/member.mjs';
import { PREORDER_DONE_PATH } from '@/lib/urls/vehicle.mjs';

/** /vehicleowner/preorder-result: the pre-order just placed (number, frozen configuration, total). */
export function PreorderResult() {
  const ready = useRehydrated();
  const preorder = useAppSelector((state) => state.vehicleOrder.lastPreorder);
  if (!ready) return null;
  if (!preorder) {
    return (
      <Stack gap="3" mt="6">
        <Text>這裡顯示剛送出的預購；已送出的預購都可以在購車管理中查看。</Text>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <NextLink href={purchaseListPath(0)}>前往購車管理</NextLink>
        </Button>
      </Stack>
    );
  }
  const { configuration, price } = preorder;
  return (
    <Stack gap="6" mt="6" maxW="3xl">
      <Box borderWidth="1px" borderColor="green.300" bg="green.50" borderRadius="lg" p="5" role="status">
        <Text fontSize="lg" fontWeight="bold">
          預購已送出，預購單號 <span data-testid="preorder-number">{preorder.number}</span>
        </Text>
        <Text mt="1">經銷商會與您聯繫安排簽約；簽約前您有 {REVIEW_PERIOD_DAYS} 天的契約審閱期。</Text>
      </Box>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="6" rowGap="2">
        <Text as="dt" color="gray.700">車系</Text>
        <Text as="dd">{preorder.familyName}</Text>
        {COMPONENT_KEYS.map((key) => (
          <Box key={key} display="contents">
            <Text as="dt" color="gray.700">{COMPONENT_LABELS[key]}</Text>
            <Text as="dd">{formatComponent(key, configuration.vehicle[key])}</Text>
          </Box>
        ))}
        <Text as="dt" color="gray.700">車色</Text>
        <Text as="dd">{configuration.color.name}（{configuration.colorMaterial.name}）</Text>
        <Text as="dt" color="gray.700">原廠配件</Text>
        <Text as="dd">{configuration.originParts.map((part) => part.name).join('、') || '無'}</Text>
        <Text as="dt" color="gray.700">在地加裝</Text>
        <Text as="dd">{configuration.localParts.map((part) => part.name).join('、') || '無'}</Text>
        <Text as="dt" color="gray.700">數量</Text>
        <Text as="dd">{price.quantity} 台</Text>
        <Text as="dt" fontWeight="bold">總價（含稅）</Text>
        <Text as="dd" fontWeight="bold" color="brand.800" data-testid="preorder-total">{formatTwd(price.total)}</Text>
        <Text as="dt" color="gray.700">{DEPOSIT_LABEL}</Text>
        <Text as="dd">{formatTwd(price.deposit)}</Text>
      </Box>
      <HStack gap="3" flexWrap="wrap">
        <Button asChild colorPalette="brand">
          <NextLink href={PREORDER_DONE_PATH}>完成</NextLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <NextLink href={purchaseListPath(0)}>查看購車管理</NextLink>
        </Button>
      </HStack>
    </Stack>
  );
}
