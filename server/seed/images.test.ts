import { describe, expect, it } from 'vitest';
import { seedBanners, seedCategories, seedNews, seedStaff } from './data';
import { avatarSvg, bannerImageSvg, detailImageSvg, newsImageSvg, newsVariant, serviceImageSvg, serviceVariant, type Variant } from './images';

const services = seedCategories.flatMap((category) =>
  category.services.map((service) => ({ title: service.name, category: category.name, icon: category.icon, colors: category.colors })),
);
const details = seedCategories.flatMap((category) =>
  [false, true].map((flip) => ({ caption: `Ảnh chi tiết ${flip ? 2 : 1}`, category: category.name, icon: category.icon, colors: category.colors, flip })),
);

describe('demo pictures', () => {
  it('carry no text: titles are written by the page, not baked into the pictures', () => {
    const all = [
      ...services.map(serviceImageSvg),
      ...details.map(detailImageSvg),
      ...seedNews.map(newsImageSvg),
      ...seedBanners.map(bannerImageSvg),
      ...seedStaff.map((member) => avatarSvg({ name: member.name, colors: ['#0b3d63', '#1f7fb8'] })),
    ];
    for (const markup of all) {
      expect(markup).toMatch(/^<svg /);
      expect(markup).not.toMatch(/<text|<tspan|font-family/);
    }
  });

  it('gives every seed service and every seed article its own picture', () => {
    expect(new Set(services.map(serviceImageSvg)).size).toBe(services.length);
    expect(new Set(seedNews.map(newsImageSvg)).size).toBe(seedNews.length);
    expect(new Set(details.map(detailImageSvg)).size).toBe(details.length);
  });

  it('draws the same picture again for the same title', () => {
    expect(serviceImageSvg(services[0]!)).toBe(serviceImageSvg({ ...services[0]! }));
  });

  // Same markup aside, two cards side by side must not look alike: within a category (shown
  // together) and among the news, no two pictures share both the scene and the car's body.
  it('keeps neighbouring cards visibly apart', () => {
    const look = (v: Variant, icon: string) => (v.closeUp ? `close-up/${icon}` : `${v.scene}/${v.body}`);
    for (const category of seedCategories) {
      const looks = category.services.map((service) => look(serviceVariant({ title: service.name, category: category.name, icon: category.icon, colors: category.colors }), category.icon));
      expect(new Set(looks).size, `${category.name}: ${looks.join(', ')}`).toBe(looks.length);
    }
    const newsLooks = seedNews.map((article) => look(newsVariant(article), article.icon));
    expect(new Set(newsLooks).size, newsLooks.join(', ')).toBe(newsLooks.length);
  });

  // Not every picture a car: a list mixes cars in their settings with close-ups of the work.
  it('draws about a quarter of the services and articles as close-ups of the work, with no car', () => {
    const serviceVariants = services.map(serviceVariant);
    const closeUps = serviceVariants.filter((v) => v.closeUp).length;
    expect(closeUps).toBeGreaterThanOrEqual(Math.floor(services.length / 5));
    expect(closeUps).toBeLessThan(services.length / 2);
    expect(seedNews.filter((article) => newsVariant(article).closeUp).length).toBeGreaterThanOrEqual(2);
    const closeUp = services.find((_, i) => serviceVariants[i]!.closeUp)!;
    const withCar = services.find((_, i) => !serviceVariants[i]!.closeUp)!;
    // The car's wheel arches are in every car picture and in no close-up.
    expect(serviceImageSvg(withCar)).toContain('A40,40 0 0 0 320,128');
    expect(serviceImageSvg(closeUp)).not.toContain('A40,40 0 0 0 320,128');
  });
});
