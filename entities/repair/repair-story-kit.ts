import { REPAIR_STEPS, stepIndex, type RepairStep } from '../../contract/repair-steps';
import type { RepairDetail, RepairMove } from '../../contract/repairs';

// Jobs for this entity's stories. Entities may not read mocks/ (the layer fences), so the few
// moves a timeline needs are made here; the screens' stories use mocks/repair-data.ts.

/** Pictures that exist in public/, so the workbench needs no network. */
export const STORY_PHOTOS = ['/images/process/car-sedan.svg', '/images/process/car-suv.svg', '/images/process/car-hatchback.svg'] as const;

const staff = { _id: '69a0000000000000000a7a01', fullName: 'Trần Minh Khoa' };

const written: Partial<Record<RepairStep, Pick<RepairMove, 'note' | 'shared' | 'photos'>>> = {
  received: { note: 'Xe vào xưởng, đã chụp ảnh tình trạng ngoại thất khi nhận.', shared: true, photos: [STORY_PHOTOS[0], STORY_PHOTOS[1]] },
  diagnosis: { note: 'Má phanh trước mòn còn 2 mm, đĩa phanh còn tốt.', shared: true, photos: [STORY_PHOTOS[2]] },
  quote: { note: 'Khách quen, giảm 5% công thợ (ghi chú nội bộ).', shared: false, photos: [STORY_PHOTOS[1]] },
  repair: { note: 'Đang thay má phanh trước và vệ sinh cụm phanh.', shared: true, photos: [] },
  warranty: { note: 'Bảo hành má phanh 6 tháng hoặc 10.000 km.', shared: true, photos: [] },
};

export type StoryJob = Pick<RepairDetail, 'step' | 'closedAt' | 'moves'>;

/**
 * A job moved through every step up to `step`, 45 minutes apart from 08:00 10/03/2026, then
 * back to `back.to` if asked; as staff see it, or as the server sends it to the customer.
 */
export function storyJob(step: RepairStep, options: { back?: { to: RepairStep; reason: string }; audience?: 'staff' | 'customer' } = {}): StoryJob {
  const path: Array<{ to: RepairStep; note?: string }> = REPAIR_STEPS.slice(0, stepIndex(step) + 1).map((to) => ({ to }));
  if (options.back) path.push({ to: options.back.to, note: options.back.reason });
  const moves = path.map(({ to, note }, index): RepairMove => {
    const words = note === undefined ? (written[to] ?? { note: '', shared: false, photos: [] }) : { note, shared: true, photos: [] };
    const hidden = options.audience === 'customer' && !words.shared;
    return {
      _id: (0x69a00000 + index).toString(16).padStart(8, '0') + index.toString(16).padStart(16, '0'),
      fromStep: index === 0 ? null : path[index - 1]!.to,
      toStep: to,
      note: hidden ? '' : words.note,
      photos: hidden ? [] : [...words.photos],
      shared: words.shared,
      staff,
      createdAt: new Date(Date.UTC(2026, 2, 10, 1, 0) + index * 45 * 60_000).toISOString(),
    };
  });
  const last = moves.at(-1)!;
  return { step: last.toStep, closedAt: last.toStep === 'warranty' ? last.createdAt : null, moves };
}
