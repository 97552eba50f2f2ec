import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { cardPanel } from './layout-styles';

const tableCells = {
  '& th, & td': { textAlign: 'start', verticalAlign: 'top', p: '2', borderBottomWidth: '1px', borderColor: 'gray.200' },
  '& thead th': { bg: 'gray.50', fontWeight: 'bold', color: 'gray.900' },
  '& td.qt-amount, & th.qt-amount': { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
};

/** Classes of 報價單 (/member/quotes, its form and its detail); compiled into the stylesheet. */
export const quoteStyles = {
  'qt-view': { mt: '8', maxW: '4xl', display: 'flex', flexDirection: 'column', gap: '6' },
  'qt-card': { ...cardPanel, display: 'flex', flexDirection: 'column', gap: '3' },
  'qt-title': { fontSize: 'lg', fontWeight: 'bold', color: 'gray.900' },
  'qt-facts': {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: '1 4',
    '& dt': { color: 'gray.700' },
    '& dd': { overflowWrap: 'anywhere' },
  },
  // Tables scroll sideways inside their frame on a phone instead of widening the page.
  'qt-table-frame': { overflowX: 'auto', borderWidth: '1px', borderColor: 'gray.200', rounded: 'lg' },
  'qt-table': { w: 'full', borderCollapse: 'collapse', fontSize: 'sm', ...tableCells },
  'qt-wide-table': { w: 'full', minW: '30rem', borderCollapse: 'collapse', fontSize: 'sm', ...tableCells },
  'qt-amount': { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  'qt-basis': { display: 'block', fontSize: 'xs', color: 'gray.700', mt: '0.5' },
  'qt-total': { fontWeight: 'bold', '& th, & td': { fontWeight: 'bold', color: 'gray.900', bg: 'gray.50' } },
  'qt-monthly': { fontSize: 'xl', fontWeight: 'bold', color: 'gray.900', fontVariantNumeric: 'tabular-nums' },
  'qt-details': { mt: '1', '& > summary': { cursor: 'pointer', fontWeight: 'semibold', color: 'brand.700', py: '2' } },
  'qt-form': { ...cardPanel, display: 'grid', gap: '5' },
  'qt-choices': { display: 'flex', flexWrap: 'wrap', rowGap: '2', columnGap: '6', border: 'none', p: '0', m: '0' },
  'qt-legend': { fontSize: 'sm', fontWeight: 'medium', color: 'gray.800', mb: '2' },
  'qt-choice': { display: 'inline-flex', alignItems: 'center', gap: '2', minH: '10', cursor: 'pointer' },
  'qt-terms': { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '4' },
  // The list's columns keep their words on one line; the frame scrolls on a phone.
  'qt-list-table': {
    w: 'full',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    ...tableCells,
    '& th, & td': { ...tableCells['& th, & td'], whiteSpace: 'nowrap' },
  },
  'qt-submit': { justifySelf: 'start', px: '8' },
  // The dealer's formal versions, newest first; only the current one stands out.
  'qt-versions': { display: 'flex', flexDirection: 'column', gap: '4', listStyleType: 'none', m: '0', p: '0' },
  'qt-version-head': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
  'qt-standing': {
    display: 'inline-block',
    px: '2',
    py: '0.5',
    rounded: 'md',
    fontSize: 'sm',
    fontWeight: 'medium',
    bg: 'gray.100',
    color: 'gray.800',
  },
  'qt-standing-current': { bg: 'green.100', color: 'green.900' },
  'qt-version-old': { bg: 'gray.50' },
  'qt-version-actions': { display: 'flex', flexWrap: 'wrap', gap: '3', _empty: { display: 'none' } },
  // A visitor's request: the contact fields, the notice that the link was mailed, a link that no longer works.
  'qt-contact': { display: 'grid', gap: '4', border: 'none', p: '0', m: '0', minW: '0' },
  'qt-sent': { p: '4', rounded: 'md', borderWidth: '1px', borderColor: 'green.300', bg: 'green.50', color: 'green.900' },
  'qt-alert': { p: '4', rounded: 'md', borderWidth: '1px', borderColor: 'red.300', bg: 'red.50', color: 'red.800' },
} satisfies Record<`qt-${string}`, SystemStyleObject>;
