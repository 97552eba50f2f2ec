import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { focusRing } from './layout-styles';

const field = {
  h: '11',
  px: '3',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'gray.500',
  bg: 'white',
  color: 'gray.900',
  w: 'full',
  _focusVisible: focusRing,
} as const;

/** Classes of 預約試乘 (/test-drive and the page its mails link to), part of the shell's stylesheet. */
export const testDriveStyles = {
  'td-form': { display: 'grid', gap: '4', mt: '6', p: { base: '4', lg: '6' }, bg: 'gray.50', rounded: 'lg' },
  'td-row': { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' },
  'td-field': { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', fontWeight: 'medium', color: 'gray.800' },
  'td-input': field,
  'td-hint': { fontSize: 'sm', color: 'gray.700', fontWeight: 'normal' },
  'td-error': { fontSize: 'sm', color: 'red.700', fontWeight: 'medium' },
  'td-alert': { p: '4', rounded: 'md', borderWidth: '1px', borderColor: 'red.300', bg: 'red.50', color: 'red.800' },
  'td-done': { p: '4', rounded: 'md', borderWidth: '1px', borderColor: 'green.300', bg: 'green.50', color: 'green.900' },
  'td-slots': { display: 'flex', flexWrap: 'wrap', gap: '2', border: 'none', p: '0', m: '0' },
  'td-slot': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    h: '11',
    rounded: 'md',
    borderWidth: '1px',
    borderColor: 'gray.500',
    bg: 'white',
    cursor: 'pointer',
    '&:has(input:checked)': { borderColor: 'brand.700', bg: 'brand.50', fontWeight: 'semibold' },
    '&:has(input:focus-visible)': focusRing,
  },
  'td-submit': {
    ...field,
    w: 'auto',
    justifySelf: 'start',
    px: '6',
    bg: 'brand.700',
    borderColor: 'brand.700',
    color: 'white',
    fontWeight: 'semibold',
    cursor: 'pointer',
    _disabled: { opacity: 0.6, cursor: 'progress' },
  },
  'td-secondary': { ...field, w: 'auto', justifySelf: 'start', px: '6', fontWeight: 'semibold', cursor: 'pointer' },
  'td-facts': { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2 4', mt: '4', '& dt': { color: 'gray.700' } },
} as const satisfies Record<string, SystemStyleObject>;
