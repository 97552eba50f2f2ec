'use client';

import { useEffect, useRef } from 'react';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

/** The ten recovery codes, shown this once; 「我已妥善保存」 closes them. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="4">
      <Heading as="h3" size="sm" ref={heading} tabIndex={-1}>
        您的備用碼
      </Heading>
      <Text color="gray.700">
        手機遺失或無法使用驗證器 App 時，可用備用碼登入，每組只能使用一次。這些備用碼只會顯示這一次，請抄寫或列印後妥善保存。
      </Text>
      <Box borderWidth="1px" borderColor="gray.300" borderRadius="md" p="4" bg="gray.50">
        <SimpleGrid
          as="ol"
          columns={{ base: 2, md: 5 }}
          gap="2"
          listStyleType="none"
          m="0"
          p="0"
          aria-label="備用碼"
          data-testid="recovery-codes"
        >
          {codes.map((code) => (
            <Text as="li" key={code} fontFamily="mono" fontSize="md">
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Box>
      <Button colorPalette="brand" alignSelf="flex-start" onClick={onSaved}>
        我已妥善保存
      </Button>
    </Stack>
  );
}
