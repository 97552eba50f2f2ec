import { createSystem } from '@chakra-ui/react/styled-system';
import { defaultConfig } from '@chakra-ui/react/preset';
import { brandConfig } from './config';

/** The one Chakra system: the islands render with it, and the server turns it into the shell stylesheet. */
export const system = createSystem(defaultConfig, brandConfig);
