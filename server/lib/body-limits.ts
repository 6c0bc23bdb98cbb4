import { registerAccount, updateAccount } from '../../contract/accounts';
import { createBanner, updateBanner } from '../../contract/banners';
import { createBooking, updateBooking } from '../../contract/bookings';
import { BOOKING_IMAGES_MAX_BYTES, IMAGE_MAX_BYTES } from '../../contract/constants';
import type { Endpoint } from '../../contract/endpoint';
import { createNews, updateNews } from '../../contract/news';
import { createProduct, updateProduct } from '../../contract/products';
import { importParts, PART_IMPORT_MAX_BYTES } from '../../contract/parts';
import { importStatement, previewStatement, STATEMENT_MAX_BYTES } from '../../contract/bank-transfers';
import { saveInspection } from '../../contract/inspections';
import { moveRepair, openRepair } from '../../contract/repairs';
import { createStaff, updateStaff } from '../../contract/staff';

/**
 * The body limit of every route that takes no pictures (the app's default, so a new route is
 * small unless it says otherwise): the longest text any such form sends is a few KB. A large
 * limit everywhere let anyone make the server read and parse 40 MB of JSON on a login.
 */
export const JSON_BODY_LIMIT = 128 * 1024;

/** Pictures travel as base64 data URLs inside the JSON: 4/3 of their bytes. */
const base64Of = (bytes: number) => Math.ceil((bytes * 4) / 3);

/** The text beside the pictures: a news article (50,000 characters, up to 6 bytes each as JSON) fits. */
const TEXT_ROOM = 512 * 1024;

/** One picture at IMAGE_MAX_BYTES and its form's text. */
export const ONE_PICTURE_BODY_LIMIT = base64Of(IMAGE_MAX_BYTES) + TEXT_ROOM;

/** A booking's pictures at their limit together (BOOKING_IMAGES_MAX_BYTES) and its text. */
export const BOOKING_BODY_LIMIT = base64Of(BOOKING_IMAGES_MAX_BYTES) + TEXT_ROOM;

/** A product's main picture and sub-pictures, all sent in one request by the deployed client. */
export const PRODUCT_BODY_LIMIT = 40 * 1024 * 1024;

/** The only routes whose body may be larger than JSON_BODY_LIMIT: those that take pictures. */
const PICTURE_ROUTES = new Map<Endpoint, number>([
  [registerAccount, ONE_PICTURE_BODY_LIMIT],
  [updateAccount, ONE_PICTURE_BODY_LIMIT],
  [createBanner, ONE_PICTURE_BODY_LIMIT],
  [updateBanner, ONE_PICTURE_BODY_LIMIT],
  [createNews, ONE_PICTURE_BODY_LIMIT],
  [updateNews, ONE_PICTURE_BODY_LIMIT],
  [createStaff, ONE_PICTURE_BODY_LIMIT],
  [updateStaff, ONE_PICTURE_BODY_LIMIT],
  [createBooking, BOOKING_BODY_LIMIT],
  [updateBooking, BOOKING_BODY_LIMIT],
  // A repair's check-in and step photos follow the booking photo rules (count and size together).
  [openRepair, BOOKING_BODY_LIMIT],
  [moveRepair, BOOKING_BODY_LIMIT],
  // An inspection's new photos together follow the same rules (contract saveInspectionBodySchema).
  [saveInspection, BOOKING_BODY_LIMIT],
  [createProduct, PRODUCT_BODY_LIMIT],
  [updateProduct, PRODUCT_BODY_LIMIT],
  // Not a picture but a file the same way (base64 in \`file\`): a sheet of parts at its limit.
  [importParts, base64Of(PART_IMPORT_MAX_BYTES) + 64 * 1024],
  // A bank statement's text in `file`, JSON-escaped (a quote or a backslash doubles).
  [previewStatement, STATEMENT_MAX_BYTES * 2 + 64 * 1024],
  [importStatement, STATEMENT_MAX_BYTES * 2 + 64 * 1024],
]);

/** The body limit of a route that takes pictures; undefined for any other (the app's JSON_BODY_LIMIT applies). */
export function pictureBodyLimitOf(endpoint: Endpoint): number | undefined {
  return PICTURE_ROUTES.get(endpoint);
}
