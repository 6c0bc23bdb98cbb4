import type { Banner } from '../../contract/banners';
import { mediaSrcSet } from '../../contract/media';
import { BannerCarousel, type BannerCarouselProps } from '../../ui/banner-carousel';
import { BANNER_INTERVAL_MS, SWIPE_THRESHOLD_PX } from '../../ui/ui-values';
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

/** The loading skeleton's shape. */
export const PICTURE_ONLY_ASPECT = PICTURE_ONLY_LAYOUT.aspect;

export interface HomeBannerCarouselProps extends Pick<BannerCarouselProps, 'defaultIndex' | 'defaultPicturesShown'> {
  banners: Banner[];
}

/**
 * The banners turning every 5 s, by swipe, arrows and dots. On a page drawn as islands
 * (features/home/home-banner.tsx) the server's HTML turns by itself (ui/banner-carousel-turner.ts)
 * and this is hydrated with React alone at the visitor's first touch, from the slide then shown.
 */
export function HomeBannerCarousel({ banners, defaultIndex, defaultPicturesShown }: HomeBannerCarouselProps) {
  const layout = banners.some(hasBannerText) ? TEXT_LAYOUT : PICTURE_ONLY_LAYOUT;
  return (
    <BannerCarousel
      label="Chương trình nổi bật"
      defaultIndex={defaultIndex}
      defaultPicturesShown={defaultPicturesShown}
      interval={BANNER_INTERVAL_MS}
      swipeThreshold={SWIPE_THRESHOLD_PX}
      className={layout.aspect}
      slides={banners.map((banner, index) => ({
        id: banner._id,
        src: banner.image,
        srcSet: mediaSrcSet(banner.image),
        sizes: layout.sizes,
        alt: banner.title ?? `Banner chương trình ${index + 1} của gara`,
      }))}
      renderCaption={(_slide, index) => {
        const banner = banners[index]!;
        return hasBannerText(banner) ? <HomeBannerText banner={banner} /> : null;
      }}
    />
  );
}
