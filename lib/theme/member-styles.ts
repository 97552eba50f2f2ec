import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

/** Classes of /member/info (details, password, e-mail, two-factor, devices, notices), in Chakra's style language; compiled into the stylesheet (lib/theme/style-classes.ts). */
export const memberStyles = {} satisfies Record<`mb-${string}`, SystemStyleObject>;
