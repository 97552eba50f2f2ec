'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { RequireMember } from '@/components/member/require-member';
import { DetailGate } from '@/components/purchase/detail-gate';
import type { Preorder } from '@/lib/api-types';
import { COMPONENT_KEYS } from '@/lib/catalog-types';
import { COMPONENT_LABELS, formatComponent } from '@/lib/configurator/components';
import { REVIEW_PERIOD_DAYS } from '@/lib/constants';
import { formatTwd } from '@/lib/money';
import { usePreorderQuery } from '@/store/purchase-api';
import { DEPOSIT_LABEL } from '@/lib/deposit-terms';
import { purchaseListPath } from '@/lib/urls/member.mjs';
import { PREORDER_DONE_PATH } from '@/lib/urls/vehicle.mjs';

/** The member's pre-order named by the result page's URL; another's or an unknown one is the 404 page. */
export function PlacedPreorder({ uuid }: { uuid: string }) {
  return (
    <RequireMember>
      <PreorderQuery uuid={uuid} />
    </RequireMember>
  );
}

function PreorderQuery({ uuid }: { uuid: string }) {
  const query = usePreorderQuery(uuid);
  return (
    <DetailGate query={query} what="預購單">
      {(preorder) => <PreorderFacts preorder={preorder} />}
    </DetailGate>
  );
}

function PreorderFacts({ preorder }: { preorder: Preorder }) {
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
        <Text as="dt" color="gray.700">
          車系
        </Text>
        <Text as="dd">{preorder.familyName}</Text>
        {COMPONENT_KEYS.map((key) => (
          <Box key={key} display="contents">
            <Text as="dt" color="gray.700">
              {COMPONENT_LABELS[key]}
            </Text>
            <Text as="dd">{formatComponent(key, configuration.vehicle[key])}</Text>
          </Box>
        ))}
        <Text as="dt" color="gray.700">
          車色
        </Text>
        <Text as="dd">
          {configuration.color.name}（{configuration.colorMaterial.name}）
        </Text>
        <Text as="dt" color="gray.700">
          原廠配件
        </Text>
        <Text as="dd">{configuration.originParts.map((part) => part.name).join('、') || '無'}</Text>
        <Text as="dt" color="gray.700">
          在地加裝
        </Text>
        <Text as="dd">{configuration.localParts.map((part) => part.name).join('、') || '無'}</Text>
        <Text as="dt" color="gray.700">
          數量
        </Text>
        <Text as="dd">{price.quantity} 台</Text>
        <Text as="dt" fontWeight="bold">
          總價（含稅）
        </Text>
        <Text as="dd" fontWeight="bold" color="brand.800" data-testid="preorder-total">
          {formatTwd(price.total)}
        </Text>
        <Text as="dt" color="gray.700">
          {DEPOSIT_LABEL}
        </Text>
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
