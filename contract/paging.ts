import { z } from 'zod';
import { PAGE_SIZE_MANAGER } from './constants';
import { format, messages } from './messages';
import { readWholeNumber } from './typed-number-rules';

/**
 * Paging, search and filters of the back-office lists. Every list still answers a bare
 * array (the deployed client reads arrays); the number of rows matching the query, across
 * all pages, travels in this response header.
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Rows per page when `page` is given without `limit` (the manager screens show 10). */
export const LIST_PAGE_SIZE = PAGE_SIZE_MANAGER;
export const LIST_LIMIT_MAX = 100;
/** Far past any real list; keeps the offset a safe integer. */
export const LIST_PAGE_MAX = 1_000_000;
export const LIST_SEARCH_MAX = 200;
/** Whole dong; a filter bound above any stored price simply matches everything. */
export const LIST_PRICE_MAX = 999_999_999_999;

/**
 * A whole number in a query string: absent or '' means "not given"; anything else must be
 * digits only (no sign, no decimals, no exponent) within [min, max]. Browser code may pass
 * a number, the server always sees a string. Thousands may be grouped ('200.000', '200 000').
 */
function wholeNumberParam(message: string, min: number, max: number) {
  return z
    .union([z.number(), z.string()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const text = typeof value === 'number' ? String(value) : value.trim();
      if (text === '') return undefined;
      // Read as people type it: '200.000' is 200,000 (contract/typed-number-rules.ts).
      const number = readWholeNumber(text) ?? Number.NaN;
      if (!(number >= min && number <= max)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

/** `page` from 1; `limit` 1..100 rows. Neither given: the whole list, as before paging existed. */
export const pagingQuerySchema = z.object({
  page: wholeNumberParam(format(messages.lists.pageInvalid, { max: LIST_PAGE_MAX }), 1, LIST_PAGE_MAX),
  limit: wholeNumberParam(format(messages.lists.limitInvalid, { max: LIST_LIMIT_MAX }), 1, LIST_LIMIT_MAX),
});
export type PagingQuery = z.output<typeof pagingQuerySchema>;

/** C0 controls but tab, line feed and carriage return, and DEL. */
function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

/** No NUL or other control character: what a search box may send to the database. */
export const isSearchableText = (value: string) => !Array.from(value).some(isControlCharacter);

/**
 * Free search text: every word must appear (case and Vietnamese diacritics ignored).
 * Blank means no filter; NUL and other control characters are refused, not sent to the database.
 */
export const searchTextParam = z
  .string({ error: messages.lists.searchInvalid })
  .max(LIST_SEARCH_MAX, format(messages.lists.searchTooLong, { max: LIST_SEARCH_MAX }))
  .refine(isSearchableText, messages.lists.searchInvalid)
  .optional()
  .transform((value) => value?.trim() || undefined);

/** Paging plus `q`: the categories, staff positions, news and staff lists. */
export const searchListQuerySchema = pagingQuerySchema.extend({ q: searchTextParam });
export type SearchListQuery = z.output<typeof searchListQuerySchema>;

/**
 * Orders of the services list: newest first when not given, or by price either way (newest
 * first among equal prices). The catalogue's A-Z order is the browser's (Vietnamese collation).
 */
export const PRODUCT_LIST_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

/** Paging plus `q`, an inclusive price range in whole dong and an order: the services list. */
export const productListQuerySchema = pagingQuerySchema
  .extend({
    q: searchTextParam,
    sort: choiceParam(PRODUCT_LIST_SORTS, messages.lists.sortInvalid),
    minPrice: wholeNumberParam(messages.lists.priceInvalid, 0, LIST_PRICE_MAX),
    maxPrice: wholeNumberParam(messages.lists.priceInvalid, 0, LIST_PRICE_MAX),
    /** Stock at most this many (the start page's "low on stock" link). */
    maxQuantity: wholeNumberParam(messages.lists.quantityInvalid, 0, LIST_PRICE_MAX),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: messages.lists.priceRangeInvalid });
    }
  });
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/**
 * A choice from a fixed list (a status, a time slot) in a query string: absent or '' means
 * "any"; anything else must be one of the values.
 */
export function choiceParam<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((value) => (value === '' ? undefined : value), z.enum(values, { error: message }).optional());
}

/** The query a browser sends (numbers or strings; absent keys are left out). */
export type ListQueryInput = z.input<typeof productListQuerySchema>;
