// The drawings a vehicle family may show (public/images/families, each with its PNG copy for social cards,
// lib/content/social-image.ts): the seed's four, offered to headquarters when it adds a family (issue 20).
export const FAMILY_DRAWINGS = [
  '/images/families/light-35.svg',
  '/images/families/medium-85.svg',
  '/images/families/heavy-6x4.svg',
  '/images/families/tractor.svg',
] as const;
