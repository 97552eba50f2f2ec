import type { CarPart, Vehicle, VehicleFamilyDetail } from '@/lib/schemas/catalog';
import type { NewsItem } from '@/lib/schemas/content';

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
  /** A tractor for semi-trailers (its test drive needs a 聯結車 licence). */
  towsTrailer?: boolean;
  /** The engine of every vehicle of the family, in c.c. (使用牌照稅 is by it). */
  displacementCc: number;
  vehicles: SeedVehicle[];
  colors: SeedColor[];
  originParts: SeedPart[];
  localParts: SeedPart[];
};

/** A news item as the content service gives it; the last change defaults to publication. */
export type SeedNews = Omit<NewsItem, 'updatedAt' | 'coverPosition'> & {
  updatedAt?: string;
  /** Slugs the item had before a change of title; each redirects to `slug`. */
  oldSlugs?: string[];
};

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
