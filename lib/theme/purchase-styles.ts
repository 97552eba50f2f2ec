import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

/** Classes of 購車管理 (/member/purchase and its detail pages), in Chakra's style language; compiled into the stylesheet (lib/theme/style-classes.ts). */
export const purchaseStyles = {} satisfies Record<`pu-${string}`, SystemStyleObject>;
