import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

/**
 * Classes of the console's sign-in (/staff), which loads no Chakra runtime: the frame the console's pages
 * draw with Chakra (components/staff/staff-frame.tsx), and the sign-in's card, as the stylesheet's classes.
 */
export const staffStyles = {
  'st-frame': { display: 'flex', flexDirection: 'column', minH: '100dvh', bg: 'gray.50' },
  'st-header': { bg: 'brand.800', color: 'white', px: { base: '4', md: '8' }, py: '3' },
  'st-brand': { fontWeight: 'bold', fontSize: 'lg' },
  'st-main': { px: { base: '4', md: '8' }, py: '6', flex: '1' },
  'st-card': {
    maxW: 'md',
    mx: 'auto',
    mt: { base: '8', md: '16' },
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'gray.200',
    borderRadius: 'lg',
    p: { base: '5', md: '8' },
  },
  'st-title': { textStyle: 'xl', fontFamily: 'heading', fontWeight: 'semibold', mb: '2' },
  'st-lead': { color: 'gray.700', mb: '6' },
} as const satisfies Record<string, SystemStyleObject>;
