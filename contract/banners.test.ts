import { describe, expect, it } from 'vitest';
import { bannerSchema, createBannerBodySchema, updateBannerBodySchema } from './banners';
import { messages } from './messages';
import { isSitePath } from './site-path';

describe('banner link', () => {
  it.each(['/', '/lien-he', '/san-pham?sort=price#top', '/tin-tuc/bao-duong-%C3%B4-t%C3%B4'])('accepts the site path %s', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', '//evil.example', '/\\evil.example', '/a\\b', 'http://evil.example', 'https://gara.vn/', 'lien-he', '', '/lien he', '/a\tb', '/a\u0000b'])(
    'refuses %j',
    (path) => {
      expect(isSitePath(path)).toBe(false);
    },
  );
});

describe('banner bodies', () => {
  it('create: trims, turns empty texts into null and absent ones into null as well', () => {
    expect(createBannerBodySchema.parse({ image: 'x', title: '  Ưu đãi  ', description: '', link: ' /lien-he ' })).toEqual({
      image: 'x',
      title: 'Ưu đãi',
      description: null,
      buttonLabel: undefined,
      link: '/lien-he',
    });
  });

  it('update: absent texts stay undefined (kept), null and empty clear them', () => {
    expect(updateBannerBodySchema.parse({ image: null })).toEqual({ image: null, title: undefined, description: undefined, buttonLabel: undefined, link: undefined });
    expect(updateBannerBodySchema.parse({ title: null, link: '' })).toMatchObject({ title: null, link: null });
  });

  it('refuses a link off the site with the Vietnamese message', () => {
    const result = updateBannerBodySchema.safeParse({ link: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.banners.linkInvalid);
  });

  it('reads an answer without the texts (an older server) as picture only', () => {
    const banner = bannerSchema.parse({ _id: '0'.repeat(24), image: '/media/a.png', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
    expect(banner).toMatchObject({ title: null, description: null, buttonLabel: null, link: null });
  });
});
