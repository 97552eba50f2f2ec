import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { focusRing } from './layout-styles';

const card = { borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: '4', bg: 'white' } as const;
const stepMark = { display: 'inline-flex', alignItems: 'center' } as const;

/** Classes of the configurator steps, the pre-order step and the pages after it, in Chakra's style language; compiled into the stylesheet (lib/theme/style-classes.ts). */
export const configuratorStyles = {
  // The configurator page: the family's name, the step's title, then the step beside the drawing and price.
  // Below lg the bottom padding keeps room for the total bar (cf-total-bar), so it covers nothing.
  'cf-page': { w: 'full', maxW: '7xl', mx: 'auto', px: { base: '4', lg: '8' }, pt: { base: '6', lg: '10' }, pb: { base: '28', lg: '10' } },
  'cf-family-name': { color: 'gray.700', fontWeight: 'medium' },
  // With recipe('heading', { size: 'xl' }): 2xl from lg.
  'cf-title': { textStyle: { lg: '2xl' }, mb: '4' },
  'cf-shared-note': { bg: 'green.50', borderWidth: '1px', borderColor: 'green.300', borderRadius: 'md', px: '3', py: '2', mb: '4' },
  // What the catalog changed since the configuration was last shown (issue 20).
  'cf-catalog-notes': { bg: 'orange.50', borderWidth: '1px', borderColor: 'orange.300', borderRadius: 'md', px: '4', py: '3', mb: '4' },
  'cf-catalog-notes-list': { listStyleType: 'disc', pl: '5', my: '2' },
  'cf-back-link': { display: 'inline-block', mb: '4' },
  // Phones: the drawing, the step, then the price; from lg the step beside drawing and price (which stays in view).
  'cf-layout': {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
    gridTemplateAreas: { base: '"preview" "step" "summary"', lg: '"step preview" "step summary"' },
    gridTemplateRows: { lg: 'auto 1fr' },
    columnGap: '10',
    rowGap: '6',
    alignItems: 'start',
  },
  'cf-area-preview': { gridArea: 'preview' },
  'cf-area-step': { gridArea: 'step' },
  'cf-area-summary': { gridArea: 'summary', position: { lg: 'sticky' }, top: { lg: '68px' } },
  'cf-step-footer': { pt: '4', borderTopWidth: '1px', borderColor: 'gray.200' },
  // From lg only: below it the total bar carries 下一步.
  'cf-wide-only': { display: { base: 'none', lg: 'contents' } },
  // Phones: the total and 下一步 fixed at the bottom, at one height from the first render (no layout shift).
  'cf-total-bar': {
    position: 'fixed',
    insetX: '0',
    bottom: '0',
    zIndex: 'sticky',
    display: { base: 'flex', lg: 'none' },
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    h: 'calc(4.5rem + env(safe-area-inset-bottom))',
    px: '4',
    pb: 'env(safe-area-inset-bottom)',
    bg: 'white',
    borderTopWidth: '1px',
    borderColor: 'gray.300',
    boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
  },
  'cf-total-bar-price': {
    display: 'flex',
    flexDirection: 'column',
    fontSize: 'lg',
    fontWeight: 'bold',
    color: 'brand.800',
    lineHeight: 'short',
  },
  'cf-total-bar-label': { fontSize: 'xs', fontWeight: 'normal', color: 'gray.700' },
  'cf-total-bar-missing': { fontSize: 'sm', color: 'gray.700', textAlign: 'end' },

  // The steps as links (step-nav.tsx).
  'cf-step-nav': { mb: '6' },
  'cf-step-list': {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: { base: '2', md: '4' },
    rowGap: '2',
    listStyleType: 'none',
    p: '0',
    m: '0',
  },
  'cf-step-current': { ...stepMark, fontWeight: 'bold' },
  'cf-step-later': { ...stepMark, color: 'gray.700' },
  'cf-step-number': {
    ...stepMark,
    justifyContent: 'center',
    w: '6',
    h: '6',
    mr: '2',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'bold',
    bg: 'gray.200',
    color: 'gray.800',
  },
  'cf-step-number-done': { bg: 'brand.700', color: 'white' },
  'cf-step-sep': { color: 'gray.500' },

  // Choice cards (choice-cards.tsx): a native radio or checkbox in a card.
  'cf-group-label': { fontWeight: 'semibold', fontSize: 'md', mb: '2' },
  'cf-group-label-hinted': { mb: '0.5' },
  // What a technical group means, one line under its name (components.ts's COMPONENT_HINTS).
  'cf-group-hint': { fontSize: 'sm', color: 'gray.700', mb: '2' },
  'cf-choices': { display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '2' },
  'cf-choices-wide': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' },
    gap: '2',
  },
  'cf-choice': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    p: '3',
    borderWidth: '1px',
    borderColor: 'gray.300',
    bg: 'white',
    color: 'gray.900',
    borderRadius: 'md',
    cursor: 'pointer',
    _focusWithin: focusRing,
  },
  // Neither chosen nor disabled: the border answers the pointer.
  'cf-choice-open': { _hover: { borderColor: 'brand.500' } },
  'cf-choice-disabled': { bg: 'gray.50', color: 'gray.600', cursor: 'not-allowed' },
  // Clashes with the rest of the build: picking it offers to adjust the rest.
  'cf-choice-clashes': { borderStyle: 'dashed', bg: 'gray.50', color: 'gray.700' },
  'cf-choice-checked': { borderWidth: '2px', borderColor: 'brand.700', bg: 'brand.50' },
  'cf-choice-input': { mt: '0.3em', flexShrink: '0', accentColor: 'brand.700' },
  'cf-choice-body': { display: 'block' },
  'cf-choice-label': { display: 'block', fontSize: 'sm' },
  'cf-choice-note': { display: 'block', fontSize: 'xs', color: 'fg', mt: '0.5' },
  'cf-swatch': { w: '6', h: '6', borderRadius: 'full', borderWidth: '1px', borderColor: 'gray.400', flexShrink: '0' },

  // Step 1: the vehicle the six choices make.
  'cf-vehicle-box': { borderWidth: '1px', borderColor: 'gray.200', bg: 'gray.50', borderRadius: 'md', p: '4' },
  'cf-vehicle-box-chosen': { borderColor: 'brand.300', bg: 'brand.50' },
  'cf-price': { fontWeight: 'bold', color: 'brand.800' },

  // Steps 3 and 4: the parts.
  'cf-part': { position: 'relative' },
  'cf-part-thumb': {
    w: { base: '16', md: '20' },
    h: { base: '16', md: '20' },
    objectFit: 'cover',
    borderRadius: 'md',
    bg: 'gray.100',
    flexShrink: '0',
  },
  'cf-part-badge': { ml: '2' },
  'cf-part-price': { display: 'block', fontWeight: 'semibold', color: 'brand.800', mt: '1', pb: '6' },
  'cf-part-details': { position: 'absolute', right: '2', bottom: '2' },
  'cf-part-photo': { objectFit: 'cover', borderRadius: 'md', bg: 'gray.100' },

  // The drawing and the price beside the step.
  'cf-preview': { borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', bg: 'gray.50', p: '3' },
  'cf-preview-words': { fontSize: 'sm', color: 'gray.700', mt: '2' },
  'cf-card': card,
  'cf-card-title': { mb: '3' },
  'cf-price-line': { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '4' },
  'cf-price-label': { color: 'gray.800' },
  'cf-amount': { whiteSpace: 'nowrap' },
  'cf-price-subtotal': { borderTopWidth: '1px', borderColor: 'gray.200', pt: '2' },
  'cf-price-total': { fontSize: 'lg', fontWeight: 'bold', color: 'brand.800' },
  'cf-share-panel': { pt: '3' },

  // The printed spec sheet: on paper only.
  'cf-spec-sheet': { display: 'none', _print: { display: 'block' } },
  'cf-spec-date': { mb: '4' },
  'cf-spec-table': { fontSize: 'sm', mb: '4' },
  'cf-spec-label': { textAlign: 'start', fontWeight: 'normal', color: 'gray.700', pe: '6', py: '1' },
  'cf-spec-value': { py: '1' },
  'cf-spec-link': { fontSize: 'xs', wordBreak: 'break-all' },

  // The pre-order step.
  'cf-problems': { borderWidth: '1px', borderColor: 'red.300', bg: 'red.50', borderRadius: 'md', p: '4' },
  'cf-problems-title': { fontWeight: 'semibold', mb: '2' },
  'cf-problem-list': { ps: '5' },
  'cf-problem-link': { ms: '2' },
  // Chakra's IconButton: a square button.
  'cf-qty-button': { px: '0', py: '0' },
  'cf-qty': { minW: '12', textAlign: 'center', fontSize: 'lg', fontWeight: 'bold' },
  'cf-agreement-text': {
    maxH: '60',
    overflowY: 'auto',
    borderWidth: '1px',
    borderColor: 'gray.300',
    borderRadius: 'md',
    p: '4',
    bg: 'gray.50',
    whiteSpace: 'pre-wrap',
    fontSize: 'sm',
    lineHeight: '1.8',
  },

  // The pages after the pre-order (preorder-result, preorder-done).
  'cf-outcome': { mt: '6' },
  'cf-placed': { maxW: '3xl' },
  'cf-placed-note': { borderWidth: '1px', borderColor: 'green.300', bg: 'green.50', borderRadius: 'lg', p: '5' },
  'cf-placed-more': { mt: '1' },
  'cf-lead': { fontSize: 'lg', fontWeight: 'bold' },
  'cf-facts': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '6', rowGap: '2' },
  'cf-fact-pair': { display: 'contents' },
  'cf-total-label': { fontWeight: 'bold' },

  // Last, so it wins over the display of any class before it: what the spec sheet replaces on paper.
  'cf-no-print': { _print: { display: 'none' } },
} satisfies Record<`cf-${string}`, SystemStyleObject>;
