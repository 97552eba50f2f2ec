import 'server-only';
import type { VehicleFamilyDetail, VehicleFamilySummary } from '@/lib/catalog-types';
import { brand } from '@/lib/brand';
import { SITE_URL } from '@/lib/config';
import { vehicleInfoPath } from '@/lib/paths';

type Family = Pick<VehicleFamilySummary, 'uuid' | 'name' | 'series' | 'tagline' | 'image'>;

/** schema.org Vehicle (a Product) with an offer from the family's starting price, NT$ tax included. */
export function familyJsonLd(family: Family, startingPrice: number, description?: string) {
  const url = `${SITE_URL}${vehicleInfoPath(family.uuid)}`;
  return {
    '@type': ['Product', 'Vehicle'],
    '@id': url,
    name: family.name,
    model: family.series,
    description: description ?? family.tagline,
    image: `${SITE_URL}${family.image}`,
    url,
    brand: { '@type': 'Brand', name: brand.name },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'TWD',
      lowPrice: startingPrice,
      availability: 'https://schema.org/PreOrder',
      url,
    },
  };
}

export const familyListJsonLd = (families: VehicleFamilySummary[]) => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  itemListElement: families.map((family, index) => ({ '@type': 'ListItem', position: index + 1, item: familyJsonLd(family, family.startingPrice) })),
});

export const familyDetailJsonLd = (family: VehicleFamilyDetail) => ({
  '@context': 'https://schema.org',
  ...familyJsonLd(family, Math.min(...family.vehicles.map((vehicle) => vehicle.price)), family.description),
});

/** The JSON for a <script type="application/ld+json">, with `<` escaped so no text can close the tag. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
