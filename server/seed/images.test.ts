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
    const look = (v: Variant) => `${v.scene}/${v.body}`;
    for (const category of seedCategories) {
      const looks = category.services.map((service) => look(serviceVariant({ title: service.name, category: category.name, icon: category.icon, colors: category.colors })));
      expect(new Set(looks).size, `${category.name}: ${looks.join(', ')}`).toBe(looks.length);
    }
    const newsLooks = seedNews.map((article) => look(newsVariant(article)));
    expect(new Set(newsLooks).size, newsLooks.join(', ')).toBe(newsLooks.length);
  });
});
