import type { CarPart, Vehicle, VehicleFamilyDetail } from '@/lib/catalog-types';

/** Shapes of the demo data that `npm run db:seed` writes; keys become stable UUIDs. */
export type SeedVehicle = Omit<Vehicle, 'uuid'> & { key: string };

export interface SeedColor {
  key: string;
  name: string;
  hex: string;
  materials: { key: string; name: string; surcharge: number }[];
}

/** A part as the catalog shows it; its image is not part of the demo data. */
export type SeedPart = Omit<CarPart, 'uuid' | 'image'> & { key: string };

export type SeedFamily = Pick<VehicleFamilyDetail, 'name' | 'series' | 'tagline' | 'description' | 'image' | 'keySpecs' | 'maxQuantity'> & {
  key: string;
  vehicles: SeedVehicle[];
  colors: SeedColor[];
  originParts: SeedPart[];
  localParts: SeedPart[];
};

export interface SeedNews {
  slug: string;
  /** Slugs the item had before a change of title; each redirects to `slug`. */
  oldSlugs?: string[];
  title: string;
  category: string;
  /** A drawing under public/images/news (with its PNG copy for social cards). */
  cover: string;
  summary: string;
  /** Markdown (lib/content/markdown.tsx): paragraphs separated by a blank line, headings, lists, quotes. */
  body: string;
  publishedAt: string;
  updatedAt?: string;
}

export interface SeedMagazineIssue {
  slug: string;
  issueNo: number;
  /** A drawing under public/images/magazine (with its PNG copy for social cards). */
  cover: string;
  title: string;
  summary: string;
  publishedAt: string;
  /** Bodies in Markdown, like the news. */
  articles: { slug: string; title: string; author: string; summary: string; body: string }[];
}
