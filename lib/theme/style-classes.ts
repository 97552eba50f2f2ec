import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { accountStyles } from './account-styles';
import { configuratorStyles } from './configurator-styles';
import { contentStyles } from './content-styles';
import { dealerStyles } from './dealer-styles';
import { layoutStyles } from './layout-styles';
import { memberStyles } from './member-styles';
import { purchaseStyles } from './purchase-styles';
import { quoteStyles } from './quote-styles';
import { savedStyles } from './saved-styles';
import { shellStyles } from './shell-styles';
import { staffStyles } from './staff-styles';
import { testDriveStyles } from './test-drive-styles';

/**
 * Every named class of the site, written in Chakra's style language and compiled into the one stylesheet
 * (lib/theme/stylesheet.ts), each source with its area's prefix; a name defined twice is a test failure.
 */
export const styleSheets = [
  ['sh-', shellStyles],
  ['sh-', contentStyles],
  ['dl-', dealerStyles],
  ['ui-', layoutStyles],
  ['ac-', accountStyles],
  ['mb-', memberStyles],
  ['pu-', purchaseStyles],
  ['cf-', configuratorStyles],
  ['td-', testDriveStyles],
  ['sv-', savedStyles],
  ['qt-', quoteStyles],
  ['st-', staffStyles],
] as const satisfies ReadonlyArray<readonly [string, Record<string, SystemStyleObject>]>;

type Sheet = (typeof styleSheets)[number][1];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

export const styleClasses = Object.assign({}, ...styleSheets.map(([, sheet]) => sheet)) as UnionToIntersection<Sheet>;

/** A class of the stylesheet, by name: a misspelt one fails the type check. */
export type StyleClass = keyof typeof styleClasses;
