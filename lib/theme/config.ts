import { defineConfig } from '@chakra-ui/react/styled-system';
import { BREAKPOINTS_PX, HEADER_HEIGHT_PX, LOGIN_DRAWER_WIDTH_PX } from '@/lib/constants';

const px = (n: number) => `${n}px`;

// Fonts that carry Traditional Chinese on each platform: macOS/iOS, Windows, Android/Linux, then fallbacks.
const cjkSans = [
  '"PingFang TC"',
  '"Heiti TC"',
  '"Microsoft JhengHei"',
  '"Noto Sans TC"',
  '"Noto Sans CJK TC"',
  '"Source Han Sans TC"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(', ');

export const brandConfig = defineConfig({
  theme: {
    breakpoints: {
      sm: px(BREAKPOINTS_PX.sm),
      md: px(BREAKPOINTS_PX.md),
      lg: px(BREAKPOINTS_PX.lg),
      xl: px(BREAKPOINTS_PX.xl),
      '2xl': px(BREAKPOINTS_PX['2xl']),
    },
    tokens: {
      fonts: { body: { value: cjkSans }, heading: { value: cjkSans } },
      sizes: {
        header: { value: px(HEADER_HEIGHT_PX) },
        drawer: { value: px(LOGIN_DRAWER_WIDTH_PX) },
      },
      colors: {
        brand: {
          50: { value: '#eef4fb' },
          100: { value: '#d6e4f4' },
          200: { value: '#adc8e9' },
          300: { value: '#7fa7da' },
          400: { value: '#4f83c6' },
          500: { value: '#2f66ad' },
          600: { value: '#224f8c' },
          700: { value: '#1c4172' },
          800: { value: '#17355c' },
          900: { value: '#122a49' },
          950: { value: '#0b1a2e' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          // Solid is the 700 step: white on it passes WCAG AA (9.7:1).
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Field messages and error alerts: red.700 on white passes WCAG AA (red.600 does not at small sizes).
        fg: { error: { value: '{colors.red.700}' } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'white', color: 'gray.900' },
    body: { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
    // A modal dialog holds the page still behind it (components/forms/modal-dialog.tsx).
    'html:has(dialog[open])': { overflow: 'hidden' },
  },
});
