import { describe, expect, it } from 'vitest';
import { demoBanners } from '../../../mocks/data/banners';
import { toBannerBody } from './banner-form';

const banner = demoBanners[0]!;

describe('toBannerBody', () => {
  it('adds with the picked picture', () => {
    expect(toBannerBody({ image: ['data:image/png;base64,AA=='] }, null)).toEqual({ image: 'data:image/png;base64,AA==' });
  });

  it('edits with null when no new file is picked, the data URL when one is', () => {
    expect(toBannerBody({ image: [banner.image] }, banner)).toEqual({ image: null });
    expect(toBannerBody({ image: ['data:image/png;base64,AA=='] }, banner)).toEqual({ image: 'data:image/png;base64,AA==' });
  });
});
