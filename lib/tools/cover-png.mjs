// PNG copies of the drawn SVGs for Open Graph and Twitter cards and for the Organization logo, which
// do not take SVG: 1200×630 for the covers and the family pictures, 512×512 for the brand's logo.
// Run after adding or changing a cover: `node lib/tools/cover-png.mjs`; the PNGs are committed.
// sharp comes with Next (its image optimiser).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const images = join(import.meta.dirname, '..', '..', 'public', 'images');
const SIZES = { news: [1200, 630], magazine: [1200, 630], site: [1200, 630], families: [1200, 630], brand: [512, 512] };
for (const [folder, [width, height]] of Object.entries(SIZES)) {
  for (const file of readdirSync(join(images, folder)).filter((name) => name.endsWith('.svg'))) {
    const target = join(images, folder, file.replace(/\.svg$/, '.png'));
    await sharp(join(images, folder, file), { density: 300 })
      .resize(width, height, { fit: 'contain', background: folder === 'brand' ? '#ffffff' : '#eef3f8' })
      .png({ compressionLevel: 9, palette: true })
      .toFile(target);
    console.log(target);
  }
}
