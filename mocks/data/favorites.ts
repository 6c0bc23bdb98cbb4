import type { FavoriteProduct } from '../../contract/favorites';
import type { Product } from '../../contract/products';
import { demoProducts } from './products';

/** A liked service as the favourites list answers it: the category is the plain id. */
export function toFavorite(product: Product, likedAt: Date): FavoriteProduct {
  return {
    _id: product._id,
    name: product.name,
    description: product.description,
    price: product.price,
    quantity: product.quantity,
    image: product.image,
    subImages: product.subImages,
    category_id: product.category_id._id,
    isFeatured: product.isFeatured,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    likedAt: likedAt.toISOString(),
  };
}

/**
 * Ten liked services (two pages of 8) from several categories, most recently liked first,
 * as the server sends them. The liking order differs from the catalogue order on purpose.
 */
export function demoFavorites(count = 10): FavoriteProduct[] {
  const picks = [4, 0, 9, 6, 13, 1, 16, 10, 7, 3, 12, 15].slice(0, count);
  return picks.map((index, position) => toFavorite(demoProducts[index]!, new Date(Date.UTC(2026, 2, 20, 9) - position * 86_400_000)));
}

/** A like count per service that looks lived in and is the same on every call. */
export function demoLikeCount(productId: string): number {
  let sum = 0;
  for (const char of productId.slice(-4)) sum += char.charCodeAt(0);
  return sum % 37;
}
