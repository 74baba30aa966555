/**
 * A request as schema.org's Demand (what a seeker wants), typed by schema-dts so a wrong property fails
 * the typecheck. Only the request's facts: never who asked.
 */
import type { Demand, WithContext } from 'schema-dts';

export interface DemandFacts {
  name: string;
  description: string;
  url: string;
  propertyType: string;
  district: string;
  region?: string;
  minPrice: number;
  maxPrice: number;
  published?: string;
  expires?: string;
}

export function demandJsonLd(f: DemandFacts): WithContext<Demand> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Demand',
    name: f.name,
    description: f.description,
    url: f.url,
    itemOffered: { '@type': 'Product', name: f.propertyType, category: 'Inmueble' },
    areaServed: {
      '@type': 'Place',
      name: f.district,
      address: {
        '@type': 'PostalAddress',
        addressLocality: f.district,
        ...(f.region ? { addressRegion: f.region } : {}),
        addressCountry: 'PE',
      },
    },
    priceSpecification: {
      '@type': 'PriceSpecification',
      minPrice: f.minPrice,
      maxPrice: f.maxPrice,
      priceCurrency: 'USD',
    },
    ...(f.published ? { availabilityStarts: f.published } : {}),
    ...(f.expires ? { validThrough: f.expires } : {}),
  };
}

/** JSON for a <script> element: `<` escaped, so no text in it can close the script. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
