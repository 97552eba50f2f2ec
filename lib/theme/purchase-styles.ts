import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { cardPanel } from './layout-styles';

const printBadge = { bg: 'transparent', color: 'black', borderWidth: '1px', borderColor: 'black' } as const;

/** Classes of 購車管理 (/member/purchase and its detail pages), in Chakra's style language; compiled into the stylesheet (lib/theme/style-classes.ts). */
export const purchaseStyles = {
  // The tabs (全部, 預購單, 合約與交車) as links; the open one underlined in brand.
  'pu-tabs': { mt: '6', borderBottomWidth: '1px', borderColor: 'gray.200', _print: { display: 'none' } },
  'pu-tab-list': { display: 'flex', gap: { base: '1', sm: '4' }, listStyle: 'none', overflowX: 'auto' },
  'pu-tab': {
    display: 'inline-flex',
    px: '3',
    py: '2',
    mb: '-1px',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    borderBottomWidth: '3px',
    borderColor: 'transparent',
    color: 'gray.700',
    fontWeight: 'medium',
    _hover: { color: 'brand.800', borderColor: 'gray.300' },
    '&[aria-current="page"]': {
      borderColor: 'brand.700',
      color: 'brand.800',
      fontWeight: 'bold',
      _hover: { borderColor: 'brand.700' },
    },
  },
  // The overview's lists below the tabs, and loading and failure there and on a record's page.
  'pu-overview': { mt: '6' },
  'pu-state': { mt: '6' },
  'pu-records': { listStyle: 'none' },
  // Nothing bought yet: a dashed box with the way to a first pre-order.
  'pu-empty': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '3',
    borderWidth: '1px',
    borderStyle: 'dashed',
    borderColor: 'gray.300',
    borderRadius: 'lg',
    p: '6',
    bg: 'white',
  },
  // One pre-order or contract in its list.
  'pu-card': { borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: { base: '4', md: '5' }, bg: 'white' },
  'pu-card-head': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: '3',
    mb: '3',
  },
  'pu-card-links': { mt: '3' },
  // A record's links (合約明細, 交車進度, ...) and the way back to the lists.
  'pu-links': { display: 'flex', flexWrap: 'wrap', columnGap: '5', rowGap: '2', _print: { display: 'none' } },
  'pu-link': { fontWeight: 'medium' },
  'pu-break-all': { wordBreak: 'break-all' },
  'pu-textarea': { h: 'auto', minH: '24', py: '2', resize: 'vertical' },
  'pu-cancel-list': { listStyle: 'disc', ps: '5', display: 'grid', gap: '1' },
  // A record's page: on paper everything black on white, without the way back and 列印.
  'pu-frame': {
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
    mt: '6',
    _print: { mt: '4', gap: '4', '& *': { color: 'black !important' } },
  },
  'pu-frame-bar': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    _print: { display: 'none' },
  },
  // The record's number, large, with its label above it.
  'pu-record-title': { fontWeight: 'bold' },
  'pu-record-label': { display: 'block', fontSize: 'sm', fontWeight: 'normal', color: 'gray.700' },
  'pu-record-number': { fontSize: '2xl', fontVariantNumeric: 'tabular-nums' },
  // A titled part of a record's page.
  'pu-section': {
    ...cardPanel,
    _print: { borderWidth: '0', p: '0', breakInside: 'avoid' },
  },
  'pu-section-title': { mb: '4' },
  // Facts: Chakra's horizontal data list, closer together, a long value wrapping below its label.
  'pu-facts': { gap: '2' },
  'pu-fact': { flexWrap: 'wrap' },
  'pu-fact-label': { minW: '28' },
  'pu-fact-value': { minW: '0', overflowWrap: 'anywhere' },
  // Amounts: what, then how much; the total larger and bold.
  'pu-amounts': { w: 'full', fontSize: 'sm', borderCollapse: 'collapse' },
  'pu-amount-row': { borderColor: 'gray.200', fontWeight: 'normal', '& + &': { borderTopWidth: '1px' } },
  'pu-amount-total': { fontWeight: 'bold', fontSize: 'md' },
  'pu-amount-label': { textAlign: 'start', fontWeight: 'inherit', py: '2', pe: '4' },
  'pu-amount-value': { textAlign: 'end', py: '2', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  'pu-line-kind': { fontSize: 'xs', color: 'gray.700', me: '2' },
  // A status badge; on paper a black outline.
  'pu-badge': { _print: printBadge },
  // 交車階段: numbered steps joined by a line, the one under way framed.
  'pu-steps': { listStyle: 'none' },
  'pu-step': { position: 'relative', ps: '12', pb: '5', '&:last-child': { pb: '0' } },
  'pu-step-line': { position: 'absolute', left: '4', top: '8', bottom: '0', w: '2px', ms: '-1px', bg: 'gray.300' },
  'pu-step-line-done': { bg: 'green.600' },
  'pu-step-mark': {
    position: 'absolute',
    left: '0',
    top: '0',
    w: '8',
    h: '8',
    borderRadius: 'full',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 'bold',
    fontSize: 'sm',
    borderWidth: '2px',
    borderColor: 'gray.400',
    bg: 'white',
    color: 'gray.700',
    _print: { bg: 'white', borderColor: 'black' },
  },
  'pu-step-mark-done': { borderColor: 'green.600', bg: 'green.600', color: 'white', _print: { bg: 'white', borderColor: 'black' } },
  'pu-step-mark-current': { borderColor: 'brand.700', bg: 'brand.700', color: 'white', _print: { bg: 'white', borderColor: 'black' } },
  'pu-step-body': {
    borderRadius: 'md',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderColor: 'transparent',
    _print: { bg: 'white', borderColor: 'transparent' },
  },
  'pu-step-body-current': { borderWidth: '2px', borderColor: 'brand.700', bg: 'brand.50', _print: { bg: 'white', borderColor: 'black' } },
  'pu-step-label': { fontWeight: 'semibold' },
  'pu-step-label-current': { fontWeight: 'bold' },
  'pu-step-date': { fontSize: 'sm', color: 'gray.700', mt: '1' },
  'pu-step-move': { fontSize: 'sm', color: 'gray.700', overflowWrap: 'anywhere' },
  // 進度紀錄: the date beside what happened from md, above it before.
  'pu-history': { listStyleType: 'none', m: '0', p: '0', display: 'grid', gap: '3' },
  'pu-history-entry': { display: 'grid', gridTemplateColumns: { base: '1fr', md: '7rem 1fr' }, gap: { base: '0', md: '4' } },
  'pu-history-detail': { color: 'gray.800' },
  // 合約全文: the contract as a document, title centred, numbered clauses, the signature block in two columns.
  'pu-contract': { ...cardPanel, lineHeight: '1.9', maxW: '52rem', _print: { borderWidth: '0', p: '0' } },
  'pu-contract-title': { textAlign: 'center', fontSize: '2xl', fontWeight: 'bold', letterSpacing: '0.2em' },
  'pu-contract-meta': { textAlign: 'center', fontSize: 'sm', color: 'gray.700', mt: '1', mb: '4' },
  'pu-contract-part': { mt: '6', _print: { breakInside: 'avoid' } },
  'pu-contract-heading': { fontSize: 'lg', fontWeight: 'bold', mb: '2' },
  'pu-contract-party': { fontWeight: 'semibold', mt: '3' },
  'pu-contract-clause': { mt: '4' },
  'pu-contract-clause-title': { fontSize: 'md', fontWeight: 'bold' },
  'pu-contract-paragraph': { ps: { base: '0', md: '4' }, mt: '1' },
  'pu-contract-signatures': { display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '6', mt: '3' },
  'pu-contract-sign-line': { borderBottomWidth: '1px', borderColor: 'gray.400', pt: '4', pb: '1', color: 'gray.700', fontSize: 'sm' },
} satisfies Record<`pu-${string}`, SystemStyleObject>;
