import { useEffect } from 'react';
import { Island } from '../../ui/island';
import { Skeleton } from '../../ui/skeleton';
import { useBanners } from '../../entities/banner/get-banners';
import { HomeBannerCarousel, PICTURE_ONLY_ASPECT } from './home-banner-carousel';

/**
 * The rotating banners at the top of the home page (5 s, swipe, dots). No banners, or a
 * failed load, shows nothing: the failure is only logged (spec section 8).
 *
 * A banner's headline, text and button sit on the left over a dark scrim, inside a safe area
 * the carousel's arrows (left and right edges, mid-height) and its pause button and dots
 * (bottom row) never reach. The headline is an h2: the page's h1 is the hero below, and only
 * the shown slide is exposed (the others are inert and hidden).
 */
export function HomeBanner() {
  const { data, error, isLoading } = useBanners();
  useEffect(() => {
    if (error) console.warn('Không tải được banner trang chủ:', error);
  }, [error]);
  if (isLoading) return <Skeleton className={`${PICTURE_ONLY_ASPECT} rounded-card`} />;
  if (!data || data.length === 0) return null;
  return <Island name="home-banner" component={HomeBannerCarousel} props={{ banners: data }} load="interaction" />;
}
