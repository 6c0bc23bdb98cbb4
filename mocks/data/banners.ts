import type { Banner } from '../../contract/banners';
import { objectIdAt } from './ids';

const baseTime = Date.UTC(2026, 0, 2, 1, 0, 0);

/** Three wide banners, newest first. */
export const demoBanners: Banner[] = [1, 2, 3]
  .map((n) => {
    const created = new Date(baseTime + n * 86_400_000);
    return { _id: objectIdAt(created, 0x300 + n), image: `/images/demo/banner-${n}.svg`, createdAt: created.toISOString(), updatedAt: created.toISOString() };
  })
  .reverse();
