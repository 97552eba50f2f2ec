/**
 * The picture of a page's Open Graph and Twitter cards: a drawn cover's PNG copy (the cards do not
 * show SVG); an uploaded picture (JPEG, PNG or WebP) is itself.
 */
export const socialImageOf = (cover: string) => cover.replace(/\.svg$/, '.png');
