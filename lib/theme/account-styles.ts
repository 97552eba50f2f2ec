import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

/** Classes of the account screens (login, registration, passwords, e-mail checks), in Chakra's style language; compiled into the stylesheet (lib/theme/style-classes.ts). */
export const accountStyles = {} satisfies Record<`ac-${string}`, SystemStyleObject>;
