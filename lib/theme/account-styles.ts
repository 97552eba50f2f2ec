import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

/** Classes of the account screens (login, registration, passwords, e-mail checks), in Chakra's style language; compiled into the stylesheet (lib/theme/style-classes.ts). */
export const accountStyles = {
  // A column of an outcome or a next step (maxW xl), and the registration form's (maxW 2xl).
  'ac-column': { maxW: 'xl' },
  'ac-register-form': { maxW: '2xl' },
  // An outcome that takes the form's place and is focused to be read out: no focus ring of its own.
  'ac-outcome': { outline: 'none' },
  // A step's heading, above its form.
  'ac-step-heading': { mb: '4' },
  // The steps of a flow (填寫資料 › 驗證電子郵件 › 完成): a numbered row that wraps.
  'ac-steps': { display: 'flex', flexWrap: 'wrap', gap: '2', listStyleType: 'none', p: '0', mb: '6' },
  'ac-step-mark': {
    w: '7',
    h: '7',
    borderRadius: 'full',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 'sm',
    fontWeight: 'bold',
  },
  'ac-step-mark-reached': { bg: 'brand.700', color: 'white' },
  'ac-step-mark-todo': { bg: 'gray.200', color: 'gray.800' },
  'ac-step-done': { fontWeight: 'normal', color: 'gray.900' },
  'ac-step-current': { fontWeight: 'bold', color: 'gray.900' },
  'ac-step-todo': { fontWeight: 'normal', color: 'gray.700' },
  'ac-step-arrow': { color: 'gray.500', px: '1' },
  // Registration: a fieldset's fields below its legend, two columns from sm, and the submit button.
  'ac-fieldset-body': { mt: '3' },
  'ac-field-grid': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: '4',
  },
  'ac-register-submit': { alignSelf: { sm: 'flex-start' } },
} satisfies Record<`ac-${string}`, SystemStyleObject>;
