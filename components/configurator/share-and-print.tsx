'use client';

import { useState } from 'react';
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { VehicleFamilyDetail } from '@/lib/catalog-types';
import { encodeSelection, SHARE_QUERY } from '@/lib/configurator/share';
import { vehicleInfoPath } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { useConfiguration } from './use-configuration';

/** The link that reopens this configuration elsewhere (the first step, with the choices in ?c=). */
export function useShareLink(family: VehicleFamilyDetail) {
  const { selection } = useConfiguration(family);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${vehicleInfoPath(family.uuid, 'components')}?${SHARE_QUERY}=${encodeSelection(selection)}`;
}

/** 分享與列印: copy a link that reopens the configuration on another device, or print the spec sheet. */
export function ShareAndPrint({ family }: { family: VehicleFamilyDetail }) {
  const link = useShareLink(family);
  const [shown, setShown] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast('分享連結已複製', 'success');
    } catch {
      // No clipboard (an insecure page or a refusal): show the link to copy by hand.
      setShown(true);
    }
  };

  return (
    <Box as="section" aria-labelledby="share-title" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p="4" bg="white" _print={{ display: 'none' }}>
      <Heading as="h2" size="sm" id="share-title" mb="3">
        分享與列印
      </Heading>
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" colorPalette="brand" onClick={copy}>
          複製分享連結
        </Button>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setShown((value) => !value)} aria-expanded={shown}>
          顯示連結
        </Button>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={() => window.print()}>
          列印規格表
        </Button>
      </HStack>
      {shown && (
        <Stack gap="1" mt="3">
          <Text fontSize="sm" color="gray.700" id="share-link-label">
            在其他裝置開啟這個連結，會看到相同的配置：
          </Text>
          <Input readOnly value={link} aria-labelledby="share-link-label" onFocus={(event) => event.currentTarget.select()} size="sm" />
        </Stack>
      )}
    </Box>
  );
}
