import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

const SPACES = ['1', '2', '3', '4', '5', '6', '8'] as const;
type Space = (typeof SPACES)[number];

// Chakra's Stack and HStack as classes: a column (`ui-stack-4`), a centred row (`ui-row-2`) and a row that
// wraps (`ui-wrap-3`), each with its gap from the spacing scale. Written out so each name is a type.
const stacks = Object.fromEntries(SPACES.map((gap) => [`ui-stack-${gap}`, { display: 'flex', flexDirection: 'column', gap }])) as Record<
  `ui-stack-${Space}`,
  SystemStyleObject
>;
const rows = Object.fromEntries(SPACES.map((gap) => [`ui-row-${gap}`, { display: 'flex', alignItems: 'center', gap }])) as Record<
  `ui-row-${Space}`,
  SystemStyleObject
>;
const wraps = Object.fromEntries(
  SPACES.map((gap) => [`ui-wrap-${gap}`, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap }]),
) as Record<`ui-wrap-${Space}`, SystemStyleObject>;

/** The site's focus ring: 2 px of brand.500 outside the control. */
export const focusRing = { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' } as const;

const visuallyHidden = {
  position: 'absolute',
  w: '1px',
  h: '1px',
  p: '0',
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
} as const;

/** What Chakra's dialog and drawer share: a white panel over a dimmed page, scrolling inside. */
const overlayPanel = {
  position: 'fixed',
  p: '0',
  w: 'full',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderWidth: '0',
  bg: 'bg.panel',
  color: 'fg',
  boxShadow: 'lg',
  textStyle: 'sm',
  '&::backdrop': { background: 'rgba(0, 0, 0, 0.48)' },
} as const;

/** A bordered white card: /member/info's sections and a purchase record's parts. */
export const cardPanel = {
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'lg',
  p: { base: '4', md: '6' },
  bg: 'white',
} as const;

/** Layout and text classes any page may use; a page's own look goes into its area's classes. */
export const layoutStyles = {
  ...stacks,
  ...rows,
  ...wraps,
  'ui-full': { w: 'full' },
  'ui-narrow': { w: 'full', maxW: 'md' },
  'ui-grow': { flex: '1', minW: '0' },
  'ui-no-shrink': { flexShrink: '0' },
  'ui-start': { alignSelf: 'flex-start' },
  'ui-between': { justifyContent: 'space-between' },
  'ui-end': { justifyContent: 'flex-end' },
  'ui-muted': { color: 'gray.700' },
  'ui-small': { fontSize: 'sm' },
  'ui-strong': { fontWeight: 'semibold' },
  'ui-error-text': { color: 'fg.error' },
  'ui-nums': { fontVariantNumeric: 'tabular-nums' },
  'ui-break': { wordBreak: 'break-word', overflowWrap: 'anywhere' },
  'ui-text-link': {
    color: 'brand.700',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    rounded: 'sm',
    _hover: { color: 'brand.800' },
    _focusVisible: focusRing,
  },
  'ui-inline-gap': { mx: '1' },
  // The drawer's menu: an entry's words at its start; 或 between two rules.
  'ui-menu-item': { justifyContent: 'flex-start' },
  // A dialog's or drawer's footer with its words at the start (Chakra's puts them at the end).
  'ui-footer-start': { justifyContent: 'flex-start' },
  // A button holding only an icon (a dialog's close): square, as Chakra's CloseButton.
  'ui-icon-button': { px: '0' },
  'ui-or': { my: '2', color: 'gray.600', '& hr': { borderColor: 'border' } },
  'ui-note': { mt: '2' },
  // A button that reads as a link (使用備用碼, 重新輸入帳號密碼): underlined words, no box.
  'ui-link-button': {
    alignSelf: 'flex-start',
    color: 'brand.700',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    fontWeight: 'medium',
    fontSize: 'sm',
    minH: '10',
    cursor: 'pointer',
    rounded: 'sm',
    _hover: { color: 'brand.800' },
    _focusVisible: focusRing,
    _disabled: { opacity: '0.5', cursor: 'not-allowed' },
  },
  // 縣市, 鄉鎮市區 and 郵遞區號 side by side from sm, the street below them.
  'ui-address-grid': { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: '4' },
  'ui-address-street': { gridColumn: { sm: 'span 3' } },
  // A checkbox beside more than one line of words: the box on the first line.
  'ui-check-top': { alignItems: 'flex-start', '& > span:first-of-type': { mt: '0.5' } },
  'ui-visually-hidden': visuallyHidden,
  // A native <dialog> shown modal, with Chakra's dialog look: the whole screen on a phone, a centred
  // panel from sm; the page behind it does not scroll (lib/theme/config.ts).
  'ui-dialog': {
    ...overlayPanel,
    inset: '0',
    m: 'auto',
    maxW: { base: '100dvw', sm: 'lg' },
    h: { base: '100dvh', sm: 'fit-content' },
    maxH: { base: '100dvh', sm: 'calc(100dvh - 7.5rem)' },
    rounded: { base: '0', sm: 'l3' },
    '&[open]': { display: 'flex', flexDirection: 'column' },
  },
  // The same <dialog> as Chakra's drawer at the end side: the whole height, the whole width of a phone
  // and the drawer size (450 px) from sm, sliding in.
  'ui-drawer': {
    ...overlayPanel,
    insetBlock: '0',
    insetInlineStart: 'auto',
    insetInlineEnd: '0',
    m: '0',
    w: { base: '100vw', sm: 'drawer' },
    maxW: '100vw',
    h: '100dvh',
    maxH: '100dvh',
    '&[open]': { display: 'flex', flexDirection: 'column', animation: 'slide-from-right-full 0.2s ease-out' },
    _print: { '&, &[open]': { display: 'none' }, '&::backdrop': { display: 'none' } },
  },
  // A checkbox's own input, hidden but focusable: the control after it shows its state and focus.
  'ui-check-input': {
    ...visuallyHidden,
    '&:checked + *': { bg: 'colorPalette.solid', borderColor: 'colorPalette.solid', color: 'colorPalette.contrast' },
    '&:not(:checked) + * svg': { visibility: 'hidden' },
    '&:focus-visible + *': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    '&:disabled + *': { opacity: '0.5' },
  },
} satisfies Record<string, SystemStyleObject>;
