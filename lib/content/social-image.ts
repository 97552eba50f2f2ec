/** The PNG copy of a drawn cover, for Open Graph and Twitter cards (which do not show SVG). */
export const socialImageOf = (cover: string) => cover.replace(/\.svg$/, '.png');
