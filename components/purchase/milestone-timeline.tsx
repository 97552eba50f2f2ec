import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { formatDate } from '@/lib/dates';
import { MILESTONE_STATE_LABELS, type DeliveryMilestone, type MilestoneState } from '@/lib/purchases';

const STATE_PALETTES: Record<MilestoneState, string> = { done: 'green', current: 'blue', planned: 'gray' };

const dateText = (milestone: DeliveryMilestone) => {
  if (milestone.doneAt) return `完成於 ${formatDate(milestone.doneAt)}`;
  return milestone.plannedAt ? `預計 ${formatDate(milestone.plannedAt)}` : '日期待定';
};

/** The delivery's steps in order; the one under way is marked for the eye and as the current step. */
export function MilestoneTimeline({ milestones }: { milestones: DeliveryMilestone[] }) {
  return (
    <Box as="ol" role="list" listStyle="none" aria-label="交車階段">
      {milestones.map((milestone, index) => {
        const current = milestone.state === 'current';
        const done = milestone.state === 'done';
        return (
          <Box
            as="li"
            key={milestone.key}
            aria-current={current ? 'step' : undefined}
            position="relative"
            ps="12"
            pb={index === milestones.length - 1 ? '0' : '5'}
          >
            {index < milestones.length - 1 && (
              <Box aria-hidden position="absolute" left="4" top="8" bottom="0" w="2px" ms="-1px" bg={done ? 'green.600' : 'gray.300'} />
            )}
            <Box
              aria-hidden
              position="absolute"
              left="0"
              top="0"
              w="8"
              h="8"
              borderRadius="full"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontWeight="bold"
              fontSize="sm"
              borderWidth="2px"
              borderColor={done ? 'green.600' : current ? 'brand.700' : 'gray.400'}
              bg={done ? 'green.600' : current ? 'brand.700' : 'white'}
              color={done || current ? 'white' : 'gray.700'}
              _print={{ bg: 'white', borderColor: 'black' }}
            >
              {done ? '✓' : index + 1}
            </Box>
            <Box
              borderRadius="md"
              px="3"
              py="2"
              borderWidth={current ? '2px' : '1px'}
              borderColor={current ? 'brand.700' : 'transparent'}
              bg={current ? 'brand.50' : undefined}
              _print={{ bg: 'white', borderColor: current ? 'black' : 'transparent' }}
            >
              <HStack gap="3" flexWrap="wrap">
                <Text fontWeight={current ? 'bold' : 'semibold'}>{milestone.label}</Text>
                <Badge
                  colorPalette={STATE_PALETTES[milestone.state]}
                  variant={current ? 'solid' : 'subtle'}
                  _print={{ bg: 'transparent', color: 'black', borderWidth: '1px', borderColor: 'black' }}
                >
                  {MILESTONE_STATE_LABELS[milestone.state]}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="gray.700" mt="1">
                {dateText(milestone)}
              </Text>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
