// PNG copies (1200×630) of the drawn SVG covers for Open Graph and Twitter cards, which do not take SVG.
// Run after adding or changing a cover: `node lib/scripts/cover-png.mjs`; the PNGs are committed.
// sharp comes with Next (its image optimiser).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const images = join(import.meta.dirname, '..', '..', 'public', 'images');
for (const folder of ['news', 'magazine', 'site']) {
  for (const file of readdirSync(join(images, folder)).filter((name) => name.endsWith('.svg'))) {
    const target = join(images, folder, file.replace(/\.svg$/, '.png'));
    await sharp(join(images, folder, file), { density: 300 })
      .resize(1200, 630, { fit: 'contain', background: '#eef3f8' })
      .png({ compressionLevel: 9, palette: true })
      .toFile(target);
    console.log(target);
  }
}
