import type { Banner } from '../../contract/banners';
import { isSitePath } from '../../contract/site-path';
import { Button } from '../../ui/button';

/* A plain link, not the router's: the carousel is an island hydrated with React alone (features/home/home-banner.tsx). */

/** The button's words when the back office gave a link but no label. */
const DEFAULT_BUTTON_LABEL = 'Xem chi tiết';

/** The server accepts only paths on this site; an answer from elsewhere gets no button. */
const linkOf = (banner: Banner) => (banner.link && isSitePath(banner.link) ? banner.link : null);

export const hasBannerText = (banner: Banner) => Boolean(banner.title || banner.description || linkOf(banner));

export interface HomeBannerTextProps {
  banner: Banner;
}

/**
 * A banner's headline, text and button over its picture (inside a positioned slide). They sit
 * on the left over a dark scrim, inside a safe area that the carousel's arrows (at the left and
 * right edges, mid-height) and its pause button and dots (the bottom row) never reach. The
 * headline is an h2: the page's h1 is the hero below the banner.
 */
export function HomeBannerText({ banner }: HomeBannerTextProps) {
  const link = linkOf(banner);
  return (
    <>
      {/* Phones: dark from the bottom, where the text is; wider: dark from the left. Behind any
          text it is at least 75% navy-950, so white text keeps AA contrast on any picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-navy-950/95 via-navy-950/80 via-65% to-navy-950/15 sm:bg-linear-to-r sm:from-navy-950/90 sm:via-navy-950/75 sm:via-60% sm:to-navy-950/10"
      />
      {/* Arrows: 8-48 px from each edge on phones, 12-56 px wider; pause and dots: the bottom 40 px. */}
      <div className="absolute inset-x-14 top-4 bottom-12 flex flex-col justify-end sm:inset-x-16 sm:top-6 sm:bottom-14 sm:justify-center">
        <div data-banner-text className="max-w-xl text-white sm:max-w-[min(36rem,60%)]">
          {banner.title ? <h2 className="text-title font-bold text-balance sm:text-3xl sm:leading-tight lg:text-4xl">{banner.title}</h2> : null}
          {banner.description ? (
            <p className="mt-2 line-clamp-3 text-sm text-navy-100 sm:mt-3 sm:text-base lg:line-clamp-none lg:text-lg">{banner.description}</p>
          ) : null}
          {link ? (
            <Button asChild className="mt-3 sm:mt-5 sm:h-control-lg sm:px-6 sm:text-base">
              <a href={link}>{banner.buttonLabel ?? DEFAULT_BUTTON_LABEL}</a>
            </Button>
          ) : null}
        </div>
      </div>
    </>
  );
}
