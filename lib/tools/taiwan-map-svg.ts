// npx tsx lib/tools/taiwan-map-svg.ts: writes public/images/site/taiwan-map.svg from lib/geo/taiwan-outline.json in
// the theme's colours (lib/geo/geo.test.ts fails while the file and the outline disagree).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAP_SVG_PATH, mapSvg } from '../geo/map-svg';
import { MAP_COLORS } from '../theme/map-colors';

const file = path.join(import.meta.dirname, '..', '..', 'public', MAP_SVG_PATH);
writeFileSync(file, mapSvg(MAP_COLORS));
console.log(`wrote ${file}`);
