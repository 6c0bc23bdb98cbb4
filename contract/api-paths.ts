/**
 * The API paths the public pages' swr keys start with, each named after its endpoint. The
 * endpoint modules read their `path` from here and the entities build their keys from it, so a
 * key is the contract's path without loading the schemas (zod, some 25 KB gzipped), which come
 * with the first request instead. One constant each, so a page's bundle keeps only the paths it
 * reads. Free of zod: lint holds it to that.
 */
// contract/banners.ts
export const listBannersPath = '/api/banners';

// contract/bookings.ts
export const listBookingsPath = '/api/contacts';
export const getAvailabilityPath = '/api/contacts/availability';
export const lookupBookingPath = '/api/contacts/lookup';
export const lookedUpBookingCalendarPath = '/api/contacts/lookup/calendar';

// contract/cart.ts
export const getCartPath = '/api/cart/:accountId';

// contract/categories.ts
export const listCategoriesPath = '/api/categories';

// contract/comments.ts
export const listProductCommentsPath = '/api/comments/product/:productId';
export const deleteCommentPath = '/api/comments/:id';

// contract/favorites.ts
export const getLikeCountPath = '/api/favorites/product/:productId/likes/count';
export const getLikedPath = '/api/favorites/account/:accountId/product/:productId/liked';
export const listFavoriteProductsPath = '/api/favorites/account/:accountId/products';

// contract/news.ts
export const listNewsPath = '/api/news';
export const getNewsPath = '/api/news/:id';

// contract/products.ts
export const listProductsPath = '/api/products';
export const listFeaturedProductsPath = '/api/products/featured';
export const searchProductsPath = '/api/products/search';
export const getProductPath = '/api/products/:id';

// contract/staff.ts
export const listStaffPath = '/api/staff';

// contract/staff-positions.ts
export const listStaffPositionsPath = '/api/categoriesStaff';

// contract/repairs.ts
export const listRepairsPath = '/api/repairs';
export const trackRepairPath = '/api/repairs/track';
export const openQuoteLinkPath = '/api/repairs/quote-link';
export const listMyVehiclesPath = '/api/vehicles/mine';

// contract/payment-request.ts
export const getPaymentRequestPath = '/api/repairs/:id/payment-request';
