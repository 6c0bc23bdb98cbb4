import { describe, expect, it } from 'vitest';
import { listBanners } from '../contract/banners';
import { getAvailability } from '../contract/bookings';
import { getCart } from '../contract/cart';
import { listCategories } from '../contract/categories';
import { deleteComment, listProductComments } from '../contract/comments';
import { getLikeCount, getLiked, listFavoriteProducts } from '../contract/favorites';
import { getNews, listNews } from '../contract/news';
import { getProduct, listFeaturedProducts, listProducts, searchProducts } from '../contract/products';
import { listStaff } from '../contract/staff';
import { listStaffPositions } from '../contract/staff-positions';
import { bannersKey } from './banner/get-banners';
import { availabilityKeyPrefix } from './booking/get-availability';
import { CART_PATH } from './cart/get-cart';
import { categoriesKey } from './category/get-categories';
import { DELETE_COMMENT_PATH } from './comment/delete-comment';
import { PRODUCT_COMMENTS_PATH } from './comment/get-product-comments';
import { FAVORITES_PATH } from './like/get-favorite-products';
import { LIKE_COUNT_PATH } from './like/get-like-count';
import { LIKED_PATH } from './like/get-liked';
import { NEWS_PATH } from './news/get-news';
import { newsListKey } from './news/get-news-list';
import { featuredProductsKey } from './product/get-featured-products';
import { PRODUCT_PATH } from './product/get-product';
import { productsKey } from './product/get-products';
import { SEARCH_PRODUCTS_PATH } from './product/search-products';
import { staffKey } from './staff/get-staff';
import { staffPositionsKey } from './staff-position/get-staff-positions';

// The public pages' swr keys spell out their contract paths, so the contract (and zod) can
// load with the first request; here they must still be the paths the contract declares.
describe('swr keys written out', () => {
  it.each([
    [bannersKey, listBanners.path],
    [availabilityKeyPrefix, getAvailability.path],
    [CART_PATH, getCart.path],
    [categoriesKey, listCategories.path],
    [PRODUCT_COMMENTS_PATH, listProductComments.path],
    [DELETE_COMMENT_PATH, deleteComment.path],
    [FAVORITES_PATH, listFavoriteProducts.path],
    [LIKE_COUNT_PATH, getLikeCount.path],
    [LIKED_PATH, getLiked.path],
    [NEWS_PATH, getNews.path],
    [newsListKey, listNews.path],
    [featuredProductsKey, listFeaturedProducts.path],
    [PRODUCT_PATH, getProduct.path],
    [productsKey, listProducts.path],
    [SEARCH_PRODUCTS_PATH, searchProducts.path],
    [staffKey, listStaff.path],
    [staffPositionsKey, listStaffPositions.path],
  ])('%s is the contract path', (key, path) => {
    expect(key).toBe(path);
  });
});
