'use client';

import { useEffect, useRef } from 'react';
import { Box, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { agreementAccepted, finishReadingSet } from '@/store/slices/vehicle-order-slice';

/**
 * The pre-order agreement: the accept box opens once the text has been scrolled to its end
 * (isFinishReading); both are kept with the selection.
 */
export function AgreementBox({ version, text }: { version: string; text: string }) {
  const dispatch = useAppDispatch();
  const { isFinishReading, acceptAgreement } = useAppSelector((state) => state.vehicleOrder);
  const box = useRef<HTMLDivElement>(null);

  const checkEnd = () => {
    const element = box.current;
    if (element && !isFinishReading && element.scrollTop + element.clientHeight >= element.scrollHeight - 8)
      dispatch(finishReadingSet(true));
  };
  // A text short enough to be seen whole is read.
  useEffect(checkEnd);

  return (
    <Stack gap="3">
      <Heading as="h2" size="md" id="agreement-title">
        預購須知（第 {version} 版）
      </Heading>
      <Box
        ref={box}
        onScroll={checkEnd}
        tabIndex={0}
        role="region"
        aria-labelledby="agreement-title"
        maxH="60"
        overflowY="auto"
        borderWidth="1px"
        borderColor="gray.300"
        borderRadius="md"
        p="4"
        bg="gray.50"
        whiteSpace="pre-wrap"
        fontSize="sm"
        lineHeight="1.8"
      >
        {text}
      </Box>
      {!isFinishReading && (
        <Text fontSize="sm" color="gray.700" role="status">
          請將預購須知捲動到最後，再勾選同意。
        </Text>
      )}
      <Checkbox.Root
        checked={acceptAgreement}
        disabled={!isFinishReading}
        onCheckedChange={(details) => dispatch(agreementAccepted(details.checked === true))}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>我已閱讀並同意預購須知</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
