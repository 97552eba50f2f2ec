import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { accountStyles } from './account-styles';
import { configuratorStyles } from './configurator-styles';
import { contentStyles } from './content-styles';
import { layoutStyles } from './layout-styles';
import { memberStyles } from './member-styles';
import { purchaseStyles } from './purchase-styles';
import { shellStyles } from './shell-styles';

/**
 * Every named class of the site, written in Chakra's style language and compiled into the one stylesheet
 * (lib/theme/stylesheet.ts). Each area's classes carry its prefix; a name used twice is a test failure.
 */
export const styleSheets = {
  'sh-': { ...shellStyles, ...contentStyles },
  'ui-': layoutStyles,
  'ac-': accountStyles,
  'mb-': memberStyles,
  'pu-': purchaseStyles,
  'cf-': configuratorStyles,
} satisfies Record<string, Record<string, SystemStyleObject>>;

export const styleClasses = Object.assign({}, ...Object.values(styleSheets)) as UnionToIntersection<
  (typeof styleSheets)[keyof typeof styleSheets]
>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** A class of the stylesheet, by name: a misspelt one fails the type check. */
export type StyleClass = keyof typeof styleClasses;
