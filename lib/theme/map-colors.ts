import { system } from './system';

/** The map's land and lines in the theme's grays, as a standalone SVG file needs them written out. */
export const MAP_COLORS = { land: system.token('colors.gray.100'), line: system.token('colors.gray.400') };
