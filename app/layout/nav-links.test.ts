import { describe, expect, it } from 'vitest';
import { isCurrentSection, NAV_LINKS, searchHref } from './nav-links';

describe('main navigation', () => {
  it('has the five links of the spec, in order', () => {
    expect(NAV_LINKS.map((link) => [link.to, link.label])).toEqual([
      ['/', 'Trang chủ'],
      ['/san-pham', 'Dịch vụ'],
      ['/danh-sach-tin-tuc', 'Tin tức'],
      ['/oto-quan-12', 'Giới thiệu'],
      ['/lien-he', 'Liên hệ'],
    ]);
  });

  it('marks the section of aliases and detail pages, and home only at /', () => {
    const [home, services, news] = NAV_LINKS;
    expect(isCurrentSection(home!, '/')).toBe(true);
    expect(isCurrentSection(home!, '/san-pham')).toBe(false);
    expect(isCurrentSection(services!, '/products')).toBe(true);
    expect(isCurrentSection(services!, '/san-pham/65a1b2c3d4e5f60718293a4b')).toBe(true);
    expect(isCurrentSection(services!, '/san-pham-x')).toBe(false);
    expect(isCurrentSection(news!, '/tin-tuc/65a1b2c3d4e5f60718293a4b')).toBe(true);
  });

  it('encodes the search text for the services list', () => {
    expect(searchHref('bảo dưỡng & thay dầu')).toBe('/products?search=b%E1%BA%A3o%20d%C6%B0%E1%BB%A1ng%20%26%20thay%20d%E1%BA%A7u');
  });
});
