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
