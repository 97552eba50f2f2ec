'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import { useEffect } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { vehicleOrderCleared } from '@/store/slices/vehicle-order-slice';
import { useRehydrated } from '@/store/use-rehydrated';

/** /vehicleowner/preorder-done: the journey ends here and the selection is cleared. */
export function PreorderDone() {
  const dispatch = useAppDispatch();
  const ready = useRehydrated();
  const number = useAppSelector((state) => state.vehicleOrder.lastPreorder?.number);
  useEffect(() => {
    if (ready) dispatch(vehicleOrderCleared());
  }, [ready, dispatch]);
  return (
    <Stack gap="4" mt="6">
      {number && <Text>預購單號 {number} 已交給經銷商。</Text>}
      <HStack gap="3" flexWrap="wrap">
        <Button asChild colorPalette="brand">
          <NextLink href="/member/purchase?tab=0">前往購車管理</NextLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <NextLink href="/vehicleowner">再配置一台</NextLink>
        </Button>
      </HStack>
    </Stack>
  );
}
