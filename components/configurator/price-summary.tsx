'use client';

import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { VehicleFamilyDetail } from '@/lib/catalog-types';
import { formatTwd } from '@/lib/money';
import { useConfiguration } from './use-configuration';
import { DEPOSIT_LABEL } from '@/lib/deposit-terms';

/** The price as it stands: vehicle, paint, each part, quantity, total and deposit (NT$, tax included). */
export function PriceSummary({ family }: { family: VehicleFamilyDetail }) {
  const { evaluation } = useConfiguration(family);
  const { price } = evaluation;
  return (
    <Box as="section" aria-labelledby="price-summary" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p="4" bg="white">
      <Heading as="h2" size="md" id="price-summary" mb="3">
        價格明細
      </Heading>
      {!price.lines.some((line) => line.kind === 'vehicle') ? (
        <Text color="gray.700">
          選定車型後顯示價格。起始售價 {formatTwd(Math.min(...family.vehicles.map((vehicle) => vehicle.price)))}。
        </Text>
      ) : (
        <Stack as="dl" gap="2" fontSize="sm">
          {price.lines.map((line) => (
            <HStack key={`${line.kind}-${line.uuid}`} justify="space-between" align="flex-start" gap="4">
              <Text as="dt" color="gray.800">
                {line.label}
              </Text>
              <Text as="dd" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {line.amount > 0 ? formatTwd(line.amount) : '不加價'}
              </Text>
            </HStack>
          ))}
          <HStack justify="space-between" borderTopWidth="1px" borderColor="gray.200" pt="2">
            <Text as="dt">單台價格</Text>
            <Text as="dd" fontVariantNumeric="tabular-nums">
              {formatTwd(price.unitPrice)}
            </Text>
          </HStack>
          <HStack justify="space-between">
            <Text as="dt">數量</Text>
            <Text as="dd">{price.quantity} 台</Text>
          </HStack>
          <HStack justify="space-between" fontSize="lg" fontWeight="bold" color="brand.800">
            <Text as="dt">總價（含稅）</Text>
            <Text as="dd" fontVariantNumeric="tabular-nums" data-testid="price-total">
              {formatTwd(price.total)}
            </Text>
          </HStack>
          <HStack justify="space-between" color="gray.700">
            <Text as="dt">{DEPOSIT_LABEL}</Text>
            <Text as="dd" fontVariantNumeric="tabular-nums">
              {formatTwd(price.deposit)}
            </Text>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}
