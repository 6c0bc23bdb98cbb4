import { BOOKING_PHONE, CITY_BRANCHES, CONSULT_PHONE, EMAILS, GARAGE, HOTLINE, PARTNERS, SERVICE_GROUPS, WEEK_HOURS } from '../../contract/garage';
import { FeaturedProductsSection } from '../../features/catalog/featured-products-section';
import { AchievementsStrip } from '../../features/home/achievements-strip';
import { ContactButtons } from '../../features/home/contact-buttons';
import { FeaturedServices } from '../../features/home/featured-services';
import { HomeBanner } from '../../features/home/home-banner';
import { HomeHero } from '../../features/home/home-hero';
import { InfoCards } from '../../features/home/info-cards';
import { PartnersTeaser } from '../../features/home/partners-teaser';
import { ProcessTeaser } from '../../features/home/process-teaser';
import { StaffTeaser } from '../../features/home/staff-teaser';
import { LatestNewsSection } from '../../features/news/latest-news-section';
import { NewsStrip } from '../../features/news/news-strip';
import { HERO_IMAGE, ZALO_HREF } from '../site-info';
import { useRenderLike } from '../shop-slots';
import { PageHead } from './page-head';

/** The home page's reading of the hours (spec section 9): every day, shorter on Sundays and holidays. */
const BOOKING_PHONES = [CONSULT_PHONE, BOOKING_PHONE];

export function HomePage() {
  const renderLike = useRenderLike();
  return (
    // Below the banner and its strip nothing is on a phone's first screen (app/styles.css).
    <div className="space-y-14 *:not-first:drawn-when-near">
      <PageHead path="/" />
      <div className="space-y-6">
        <HomeBanner />
        <NewsStrip />
      </div>
      <InfoCards branches={CITY_BRANCHES} hours={WEEK_HOURS} bookingPhones={BOOKING_PHONES} website={GARAGE.website} hotline={HOTLINE} />
      <HomeHero companyName={GARAGE.name} slogan={GARAGE.slogan} image={HERO_IMAGE} />
      <FeaturedProductsSection renderLike={renderLike} />
      <LatestNewsSection />
      <ProcessTeaser />
      <StaffTeaser />
      <PartnersTeaser partners={PARTNERS} />
      <ContactButtons hotline={HOTLINE} zaloHref={ZALO_HREF} email={EMAILS[0]} />
      <AchievementsStrip />
      <FeaturedServices groups={SERVICE_GROUPS} />
    </div>
  );
}
