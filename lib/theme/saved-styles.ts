import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { cardPanel } from './layout-styles';

/** Classes of 我的配置 (/member/configurations) and of 比較配置 (/vehicleowner/compare); compiled into the stylesheet. */
export const savedStyles = {
  'sv-view': { mt: '8', maxW: '4xl' },
  'sv-list': { listStyle: 'none', display: 'grid', gap: '4', mt: '4' },
  'sv-card': { ...cardPanel, display: 'flex', flexDirection: 'column', gap: '2' },
  'sv-name': { fontSize: 'lg', fontWeight: 'bold', color: 'gray.900', overflowWrap: 'anywhere' },
  'sv-price': { fontWeight: 'semibold', color: 'gray.900', fontVariantNumeric: 'tabular-nums' },
  'sv-changes': { listStyle: 'disc', pl: '5', color: 'orange.900', bg: 'orange.50', rounded: 'md', py: '2', pr: '3' },
  'sv-compare-bar': { mt: '4', p: '4', bg: 'gray.50', rounded: 'lg' },
  // The comparison: a table that scrolls sideways inside its frame on a phone, its first column kept in view.
  'sv-table-frame': { mt: '6', overflowX: 'auto', borderWidth: '1px', borderColor: 'gray.200', rounded: 'lg' },
  'sv-table': {
    w: 'full',
    minW: '36rem',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& th, & td': { textAlign: 'start', verticalAlign: 'top', p: '3', borderBottomWidth: '1px', borderColor: 'gray.200' },
    '& thead th': { bg: 'gray.50', fontWeight: 'bold', color: 'gray.900' },
    '& tbody th[scope=row]': { fontWeight: 'medium', color: 'gray.800', bg: 'white', position: 'sticky', insetStart: '0', minW: '7rem' },
    '& th[scope=colgroup]': { fontWeight: 'bold', color: 'gray.900' },
  },
  'sv-group': { bg: 'gray.100' },
  // A row whose values differ: a bar at its start and the word 不同, never the colour alone.
  'sv-differs': { bg: 'yellow.50', '& > th': { borderInlineStartWidth: '4px', borderInlineStartColor: 'brand.700' } },
  'sv-differs-mark': {
    display: 'inline-block',
    ms: '2',
    px: '1.5',
    rounded: 'sm',
    bg: 'gray.900',
    color: 'white',
    fontSize: 'xs',
    fontWeight: 'bold',
  },
} satisfies Record<`sv-${string}`, SystemStyleObject>;
