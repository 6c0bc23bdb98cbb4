import { useEffect } from 'react';
import { BANNER_INTERVAL_MS, SWIPE_THRESHOLD_PX } from '../../ui/ui-values';
import { mediaSrcSet } from '../../contract/media';
import { BannerCarousel } from '../../ui/banner-carousel';
import { Skeleton } from '../../ui/skeleton';
import { useBanners } from '../../entities/banner/get-banners';
import { HomeBannerText, hasBannerText } from './home-banner-text';

/**
 * Picture-only banners are wide pictures shown whole. Text needs height on a phone: a 20:7
 * slide 343 px wide is 122 px tall, so with text the slide is square on phones and 16:9 on
 * tablets, and the picture is cropped around its centre.
 */
// Every breakpoint named: the carousel's own sm:/lg: aspects would otherwise win.
const PICTURE_ONLY_LAYOUT = { aspect: 'aspect-[20/7] sm:aspect-[20/7] lg:aspect-[20/7]', sizes: '(min-width: 80rem) 78rem, calc(100vw - 2rem)' };
const TEXT_LAYOUT = {
  aspect: 'aspect-square sm:aspect-video lg:aspect-[20/7]',
  // object-cover shows a 20:7 picture as wide as the slide's height times 20/7.
  sizes: '(min-width: 80rem) 78rem, (min-width: 64rem) calc(100vw - 2rem), (min-width: 40rem) calc((100vw - 2rem) * 1.6), calc((100vw - 2rem) * 2.86)',
};

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
  const layout = data?.some(hasBannerText) ? TEXT_LAYOUT : PICTURE_ONLY_LAYOUT;
  if (isLoading) return <Skeleton className={`${PICTURE_ONLY_LAYOUT.aspect} rounded-card`} />;
  if (!data || data.length === 0) return null;
  return (
    <BannerCarousel
      label="Chương trình nổi bật"
      interval={BANNER_INTERVAL_MS}
      swipeThreshold={SWIPE_THRESHOLD_PX}
      className={layout.aspect}
      slides={data.map((banner, index) => ({
        id: banner._id,
        src: banner.image,
        srcSet: mediaSrcSet(banner.image),
        sizes: layout.sizes,
        alt: banner.title ?? `Banner chương trình ${index + 1} của gara`,
      }))}
      renderCaption={(_slide, index) => {
        const banner = data[index]!;
        return hasBannerText(banner) ? <HomeBannerText banner={banner} /> : null;
      }}
    />
  );
}
