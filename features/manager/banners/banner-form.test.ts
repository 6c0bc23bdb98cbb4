import { describe, expect, it } from 'vitest';
import { demoBanners } from '../../../mocks/data/banners';
import { toBannerBody } from './banner-form';

const banner = demoBanners[0]!;

const noText = { title: '', description: '', buttonLabel: '', link: '' };
const nullText = { title: null, description: null, buttonLabel: null, link: null };

describe('toBannerBody', () => {
  it('adds with the picked picture, empty texts as null', () => {
    expect(toBannerBody({ image: ['data:image/png;base64,AA=='], ...noText }, null)).toEqual({ image: 'data:image/png;base64,AA==', ...nullText });
  });

  it('edits with null when no new file is picked, the data URL when one is', () => {
    expect(toBannerBody({ image: [banner.image], ...noText }, banner)).toEqual({ image: null, ...nullText });
    expect(toBannerBody({ image: ['data:image/png;base64,AA=='], ...noText }, banner)).toEqual({ image: 'data:image/png;base64,AA==', ...nullText });
  });

  it('sends the texts trimmed', () => {
    const values = { image: [banner.image], title: ' Cứu hộ 24/24 ', description: '  ', buttonLabel: 'Gọi ngay', link: ' /lien-he ' };
    expect(toBannerBody(values, banner)).toEqual({ image: null, title: 'Cứu hộ 24/24', description: null, buttonLabel: 'Gọi ngay', link: '/lien-he' });
  });
});
