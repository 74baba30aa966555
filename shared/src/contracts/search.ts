import * as z from 'zod/mini';

const filterNumber = (what: string) =>
  z._default(z.number({ error: `${what} debe ser un número` }).check(z.gte(0, `${what} no puede ser negativo`)), 0);

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 12;

/**
 * docs/product/entities.md search filter: 0 means "no filter". ubigeoId may be a department (DD0000), province
 * (DDPP00) or district code. page/pageSize are our addition: the answer stays a list and the
 * total travels in the X-Total-Count header (json-server's convention).
 */
export const searchFilterSchema = z
  .object({
    ubigeoId: filterNumber('ubigeoId'),
    tprocessId: filterNumber('tprocessId'),
    tpropertyId: filterNumber('tpropertyId'),
    numBedrooms: filterNumber('numBedrooms'),
    numBathrooms: filterNumber('numBathrooms'),
    priceMin: filterNumber('priceMin'),
    priceMax: filterNumber('priceMax'),
    areaMin: filterNumber('areaMin'),
    areaMax: filterNumber('areaMax'),
    page: z.optional(z.number().check(z.int(), z.gte(1, 'page debe ser al menos 1'))),
    /** Ours, requests only: the id of the last request of the previous page; the page starts after it (paging by
     * key: a page costs the same wherever it is, and one published meanwhile never shifts it). Given, `page` is not
     * used to skip. */
    after: z.optional(
      z.number().check(z.int('after debe ser un número entero'), z.gte(1, 'after debe ser al menos 1')),
    ),
    pageSize: z.optional(
      z.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE, `pageSize debe ser como máximo ${MAX_PAGE_SIZE}`)),
    ),
    /** Ours, requests only: true lists only those search engines may index (what the public pages and the sitemap
     * list); without it, every live request, as the app's own search shows them. */
    indexableOnly: z.optional(z.boolean({ error: 'indexableOnly debe ser true o false' })),
  })
  .check(
    z.refine((f) => !f.priceMax || f.priceMin <= f.priceMax, {
      message: 'priceMin no puede ser mayor que priceMax',
      path: ['priceMin'],
    }),
    z.refine((f) => !f.areaMax || f.areaMin <= f.areaMax, {
      message: 'areaMin no puede ser mayor que areaMax',
      path: ['areaMin'],
    }),
  );
export type SearchFilter = z.input<typeof searchFilterSchema>;
/** The filter's fields all set (0: no filter), without paging and `indexableOnly` (the public pages' own). */
export type SearchFields = Required<Omit<SearchFilter, 'page' | 'pageSize' | 'after' | 'indexableOnly'>>;

export { EMPTY_FILTER } from './placeholders';

/** A page of results as the API client returns it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
