import type { Vehicle } from '@/lib/catalog-types';

/** Shapes of the demo data that `npm run db:seed` writes; keys become stable UUIDs. */
export type SeedVehicle = Omit<Vehicle, 'uuid'> & { key: string };

export interface SeedColor {
  key: string;
  name: string;
  hex: string;
  materials: { key: string; name: string; surcharge: number }[];
}

export interface SeedPart {
  key: string;
  name: string;
  description: string;
  price: number;
  /** Parts sharing a group exclude one another (a truck has one cargo body). */
  exclusiveGroup: string | null;
  /** Millimetres; the part does not fit a shorter wheelbase. */
  minWheelBase: number | null;
}

export interface SeedFamily {
  key: string;
  name: string;
  series: string;
  tagline: string;
  description: string;
  image: string;
  keySpecs: { label: string; value: string }[];
  maxQuantity: number;
  vehicles: SeedVehicle[];
  colors: SeedColor[];
  originParts: SeedPart[];
  localParts: SeedPart[];
}

export interface SeedNews {
  slug: string;
  title: string;
  category: string;
  summary: string;
  /** Paragraphs separated by a blank line. */
  body: string;
  publishedAt: string;
}

export interface SeedMagazineIssue {
  slug: string;
  issueNo: number;
  title: string;
  summary: string;
  publishedAt: string;
  articles: { slug: string; title: string; author: string; summary: string; body: string }[];
}
