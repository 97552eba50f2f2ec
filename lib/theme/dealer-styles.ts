import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { cardBox } from './content-styles';
import { focusRing } from './layout-styles';

const field = {
  h: '11',
  px: '3',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'gray.400',
  bg: 'white',
  color: 'gray.900',
  _focusVisible: focusRing,
} as const;

/** Classes of the dealers' points (/dealers and each point's page), part of the shell's stylesheet. */
export const dealerStyles = {
  'dl-filter': {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr)) auto' },
    gap: '3',
    alignItems: 'end',
    mt: '6',
    p: '4',
    bg: 'gray.50',
    rounded: 'lg',
  },
  'dl-field': { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', fontWeight: 'medium', color: 'gray.800' },
  'dl-select': field,
  'dl-submit': { ...field, bg: 'brand.700', borderColor: 'brand.700', color: 'white', fontWeight: 'semibold', cursor: 'pointer' },
  'dl-locate': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1', mt: '3' },
  'dl-locate-button': {
    ...field,
    color: 'brand.800',
    borderColor: 'brand.700',
    fontWeight: 'semibold',
    cursor: 'pointer',
    _disabled: { cursor: 'progress', color: 'gray.700', borderColor: 'gray.400' },
  },
  'dl-locate-note': { fontSize: 'sm', color: 'gray.700', _empty: { display: 'none' } },
  'dl-count': { mt: '6', color: 'gray.700' },
  'dl-layout': {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
    gap: { base: '6', lg: '8' },
    alignItems: 'start',
  },
  'dl-map': {
    w: 'full',
    maxW: { base: '72', lg: 'none' },
    mx: 'auto',
    h: 'auto',
    mt: '4',
    position: { lg: 'sticky' },
    top: { lg: '4' },
    order: { base: -1, lg: 0 },
  },
  'dl-map-point': { fill: 'brand.700', stroke: 'white', strokeWidth: '2' },
  'dl-map-here': { fill: 'yellow.400', stroke: 'gray.900', strokeWidth: '2' },
  'dl-list': {
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: '1fr', xl: 'repeat(2, minmax(0, 1fr))' },
    gap: { base: '4', lg: '6' },
    mt: '4',
  },
  'dl-card': { ...cardBox, p: { base: '4', lg: '5' }, gap: '2' },
  'dl-name': { fontSize: 'lg', fontWeight: 'bold', color: 'gray.900', '& a': { color: 'brand.800', _focusVisible: focusRing } },
  'dl-facts': { display: 'flex', flexDirection: 'column', gap: '2', mt: '2' },
  'dl-dealer': { fontSize: 'sm', color: 'gray.700' },
  'dl-services': { display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' },
  'dl-line': { color: 'gray.800', fontSize: 'sm', lineHeight: '1.7' },
  'dl-tel': { color: 'brand.700', fontWeight: 'semibold', textDecoration: 'underline', _focusVisible: focusRing },
  'dl-open': { fontSize: 'sm', fontWeight: 'semibold', color: 'green.800' },
  'dl-closed': { fontSize: 'sm', fontWeight: 'semibold', color: 'gray.700' },
  'dl-hours': {
    mt: '4',
    borderCollapse: 'collapse',
    '& th, & td': { py: '2', pr: '6', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'gray.200' },
  },
  'dl-today': { fontWeight: 'bold', bg: 'brand.50' },
} as const satisfies Record<string, SystemStyleObject>;
