import { SiteLink as NextLink } from '@/components/layout/site-link';
import { Button, Stack, Text } from '@chakra-ui/react';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';

/** Nothing to list yet: say so, and offer the way to a first pre-order. */
export function EmptyPurchases({ message }: { message: string }) {
  return (
    <Stack gap="3" align="flex-start" borderWidth="1px" borderStyle="dashed" borderColor="gray.300" borderRadius="lg" p="6" bg="white">
      <Text>{message}</Text>
      <Button asChild colorPalette="brand">
        <NextLink href={VEHICLE_OWNER_PATH}>前往成為車主</NextLink>
      </Button>
    </Stack>
  );
}
