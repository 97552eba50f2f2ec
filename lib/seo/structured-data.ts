import type { VehicleFamilyDetail, VehicleFamilySummary } from '@/lib/schemas/catalog';
import { brand } from '@/lib/site/brand';
import { vehicleInfoPath } from '@/lib/urls/vehicle.mjs';
import { siteOrigin } from '@/lib/urls/site-origin';

type Family = Pick<VehicleFamilySummary, 'uuid' | 'name' | 'series' | 'tagline' | 'image'>;

/** The maker as schema.org knows it: every page carries it, and articles name it as publisher. */
export function organization(origin = siteOrigin()) {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: brand.name,
    legalName: brand.legalName,
    alternateName: brand.latinName,
    url: origin,
    logo: { '@type': 'ImageObject', url: `${origin}/images/brand/logo.png`, width: 512, height: 512 },
  };
}

/** The site-wide JSON-LD of the root layout: the Organization and the WebSite it publishes. */
export function siteJsonLd(origin = siteOrigin()) {
  const publisher = organization(origin);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      publisher,
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        url: origin,
        name: brand.name,
        inLanguage: 'zh-Hant-TW',
        publisher: { '@id': publisher['@id'] },
      },
    ],
  };
}

/** schema.org Vehicle (a Product) with an offer from the family's starting price, NT$ tax included. */
export function familyJsonLd(family: Family, startingPrice: number, description?: string) {
  const origin = siteOrigin();
  const url = `${origin}${vehicleInfoPath(family.uuid)}`;
  return {
    '@type': ['Product', 'Vehicle'],
    '@id': url,
    name: family.name,
    model: family.series,
    description: description ?? family.tagline,
    image: `${origin}${family.image}`,
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
  itemListElement: families.map((family, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    item: familyJsonLd(family, family.startingPrice),
  })),
});

export const familyDetailJsonLd = (family: VehicleFamilyDetail) => ({
  '@context': 'https://schema.org',
  ...familyJsonLd(family, Math.min(...family.vehicles.map((vehicle) => vehicle.price)), family.description),
});

/** The JSON for a <script type="application/ld+json">, with `<` escaped so no text can close the tag. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
