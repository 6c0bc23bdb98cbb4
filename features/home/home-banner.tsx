import { useEffect } from 'react';
import { BANNER_INTERVAL_MS, SWIPE_THRESHOLD_PX } from '../../contract/constants';
import { mediaSrcSet } from '../../contract/media';
import { BannerCarousel } from '../../ui/banner-carousel';
import { Skeleton } from '../../ui/skeleton';
import { useBanners } from '../../entities/banner/get-banners';

/**
 * The rotating banners at the top of the home page (5 s, swipe, dots). No banners, or a
 * failed load, shows nothing: the failure is only logged (spec section 8).
 */
export function HomeBanner() {
  const { data, error, isLoading } = useBanners();
  useEffect(() => {
    if (error) console.warn('Không tải được banner trang chủ:', error);
  }, [error]);
  // Banners are wide pictures with their own text: show them whole at every width.
  if (isLoading) return <Skeleton className="aspect-[20/7] rounded-card" />;
  if (!data || data.length === 0) return null;
  return (
    <BannerCarousel
      label="Chương trình nổi bật"
      interval={BANNER_INTERVAL_MS}
      swipeThreshold={SWIPE_THRESHOLD_PX}
      className="aspect-[20/7] md:aspect-[20/7]"
      slides={data.map((banner, index) => ({
        id: banner._id,
        src: banner.image,
        // The page's width inside its 1rem margins, at most the 80rem layout.
        srcSet: mediaSrcSet(banner.image),
        sizes: '(min-width: 80rem) 78rem, calc(100vw - 2rem)',
        alt: `Banner chương trình ${index + 1} của gara`,
      }))}
    />
  );
}
