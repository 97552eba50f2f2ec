import NextLink from 'next/link';
import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { CONFIG_STEPS, type ConfigStep } from '@/lib/constants';
import { STEP_NAMES } from '@/lib/configurator/steps';
import { vehicleInfoPath } from '@/lib/paths';

/** The four steps as links, the current one marked; a step not yet reachable is plain text. */
export function StepNav({ familyUuid, step, reachable }: { familyUuid: string; step: ConfigStep; reachable: (step: ConfigStep) => boolean }) {
  const current = CONFIG_STEPS.indexOf(step);
  return (
    <Box as="nav" aria-label="配置步驟" mb="6">
      <HStack as="ol" gap={{ base: '2', md: '4' }} rowGap="2" flexWrap="wrap" listStyleType="none" p="0" m="0">
        {CONFIG_STEPS.map((each, index) => {
          const label = (
            <>
              <Box
                as="span"
                aria-hidden
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                w="6"
                h="6"
                mr="2"
                borderRadius="full"
                fontSize="xs"
                fontWeight="bold"
                bg={index <= current ? 'brand.700' : 'gray.200'}
                color={index <= current ? 'white' : 'gray.800'}
              >
                {index + 1}
              </Box>
              {STEP_NAMES[each]}
            </>
          );
          return (
            <HStack as="li" key={each} gap="2">
              {each === step ? (
                <Text aria-current="step" fontWeight="bold" display="inline-flex" alignItems="center">
                  {label}
                </Text>
              ) : reachable(each) ? (
                <Link asChild color="brand.700" display="inline-flex" alignItems="center">
                  <NextLink href={vehicleInfoPath(familyUuid, each)}>{label}</NextLink>
                </Link>
              ) : (
                <Text color="gray.700" display="inline-flex" alignItems="center">
                  {label}
                </Text>
              )}
              {index < CONFIG_STEPS.length - 1 && (
                <Text as="span" aria-hidden color="gray.500">
                  ›
                </Text>
              )}
            </HStack>
          );
        })}
      </HStack>
    </Box>
  );
}
