import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

/** Classes of the configurator steps, the pre-order step and the pages after it, in Chakra's style language; compiled into the stylesheet (lib/theme/style-classes.ts). */
export const configuratorStyles = {} satisfies Record<`cf-${string}`, SystemStyleObject>;
