// Taiwan's counties and the Kinmen and Matsu insets as one standalone SVG file (public/images/site/taiwan-map.svg),
// which the points' map draws beneath its dots: a file the browser caches once, instead of 9 kB of paths in every
// list page's HTML and again in its React payload (bench:web, /dealers, 2026-11-29).
import outline from './taiwan-outline.json';

export const MAP_SVG_PATH = '/images/site/taiwan-map.svg';

/** The file's text, drawn with the given colours (the theme's gray.100 land, gray.400 lines). */
export function mapSvg(colors: { land: string; line: string }): string {
  const [x, y, width, height] = outline.viewBox;
  const counties = outline.counties.map((county) => `<path d="${county.d}"/>`).join('');
  const insets = outline.insets
    .map((inset) => `<rect x="${inset.x}" y="${inset.y}" width="${inset.width}" height="${inset.height}"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${width} ${height}" width="${width}" height="${height}">` +
    `<g fill="${colors.land}" stroke="${colors.line}" stroke-width="0.8" fill-rule="evenodd">${counties}</g>` +
    `<g fill="none" stroke="${colors.line}" stroke-dasharray="4 3">${insets}</g></svg>\n`
  );
}
