import { Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';

/** Where the person is in a flow of steps: a numbered list, the current step marked for screen readers. */
export function StepList({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <Box as="ol" aria-label={label} display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" mb="6">
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <HStack as="li" key={step} gap="2" aria-current={state === 'current' ? 'step' : undefined}>
            <Box
              as="span"
              aria-hidden
              w="7"
              h="7"
              borderRadius="full"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              fontSize="sm"
              fontWeight="bold"
              bg={state === 'todo' ? 'gray.200' : 'brand.700'}
              color={state === 'todo' ? 'gray.800' : 'white'}
            >
              {state === 'done' ? '✓' : index + 1}
            </Box>
            <Text fontWeight={state === 'current' ? 'bold' : 'normal'} color={state === 'todo' ? 'gray.700' : 'gray.900'}>
              {step}
              {state === 'done' && <VisuallyHidden>（已完成）</VisuallyHidden>}
            </Text>
            {index < steps.length - 1 && (
              <Text as="span" aria-hidden color="gray.500" px="1">
                ›
              </Text>
            )}
          </HStack>
        );
      })}
    </Box>
  );
}
