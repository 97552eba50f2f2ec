import { SiteLink as NextLink } from '@/components/layout/site-link';
import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { CONFIG_STEPS, type ConfigStep } from '@/lib/constants';
import { PREORDER_TITLE, STEP_NAMES } from '@/lib/configurator/steps';
import { vehicleInfoPath } from '@/lib/urls/vehicle.mjs';

/** The four steps as links, the current one marked; a step not yet reachable is plain text. */
export function StepNav({
  familyUuid,
  step,
  preorder,
  reachable,
}: {
  familyUuid: string;
  step: ConfigStep;
  preorder: boolean;
  reachable: (step: ConfigStep) => boolean;
}) {
  const current = preorder ? CONFIG_STEPS.length : CONFIG_STEPS.indexOf(step);
  return (
    <Box as="nav" aria-label="配置步驟" mb="6" _print={{ display: 'none' }}>
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
              {each === step && !preorder ? (
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
              <Text as="span" aria-hidden color="gray.500">
                ›
              </Text>
            </HStack>
          );
        })}
        <HStack as="li" gap="2">
          <Text
            aria-current={preorder ? 'step' : undefined}
            fontWeight={preorder ? 'bold' : 'normal'}
            color={preorder ? 'gray.900' : 'gray.700'}
            display="inline-flex"
            alignItems="center"
          >
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
              bg={preorder ? 'brand.700' : 'gray.200'}
              color={preorder ? 'white' : 'gray.800'}
            >
              {CONFIG_STEPS.length + 1}
            </Box>
            {PREORDER_TITLE}
          </Text>
        </HStack>
      </HStack>
    </Box>
  );
}
