export interface NavLinkItem {
  to: string;
  label: string;
  /** Path prefixes (Vietnamese slugs and English aliases) where this link is the current section. */
  sections: readonly string[];
}

/** The five links of the main navigation (spec section 2), in order. */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Trang chủ', sections: [] },
  { to: '/san-pham', label: 'Dịch vụ', sections: ['/san-pham', '/products', '/san-pham-noi-bat'] },
  { to: '/danh-sach-tin-tuc', label: 'Tin tức', sections: ['/danh-sach-tin-tuc', '/news-list', '/tin-tuc', '/news'] },
  { to: '/oto-quan-12', label: 'Giới thiệu', sections: ['/oto-quan-12', '/about'] },
  { to: '/lien-he', label: 'Liên hệ', sections: ['/lien-he', '/contact'] },
];

export function isCurrentSection(link: NavLinkItem, pathname: string): boolean {
  if (link.to === '/') return pathname === '/';
  return link.sections.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The header search sends visitors to the services list with their text. */
export function searchHref(text: string): string {
  return `/products?search=${encodeURIComponent(text)}`;
}

export const SEARCH_LABEL = 'Tìm dịch vụ';
export const SEARCH_PLACEHOLDER = 'Tìm dịch vụ...';
