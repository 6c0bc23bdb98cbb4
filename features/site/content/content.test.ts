import { describe, expect, it } from 'vitest';
import { processSteps } from './process-steps';
import { PARTNERS, SERVICE_GROUPS } from '../../../contract/garage';
import { findServiceArticle, serviceArticles } from './service-articles';
import { findSubService, serviceGroups, subServices } from './sub-services';

/** The sixteen sub-service routes and the five article routes of spec section 2. */
const SPEC_SUB_SERVICES = [
  'engine-repair', 'transmission', 'brake-system', 'electrical',
  'periodic-check', 'engine-maintenance', 'system-maintenance', 'technical-cleaning',
  'oil-change', 'brake-maintenance', 'ac-service', 'general-inspection',
  'emergency-rescue', 'towing', 'onsite-support', 'mobile-repair',
];
const SPEC_ARTICLES = ['/dich-vu-bao-duong-dinh-ky', '/dich-vu-sua-chua-dong-co', '/dich-vu-dong-son-xe', '/dich-vu-phu-tung-chinh-hang', '/dich-vu-cham-soc-xe'];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('service content', () => {
  it('has a page for each of the sixteen sub-services, four per featured card', () => {
    expect(serviceGroups).toHaveLength(4);
    for (const group of serviceGroups) expect(group.services).toHaveLength(4);
    expect(subServices.map((service) => service.path.replace('/services/', ''))).toEqual(SPEC_SUB_SERVICES);
    for (const slug of SPEC_SUB_SERVICES) expect(findSubService(slug)?.service.path).toBe(`/services/${slug}`);
    // The pages follow the home page's cards, family by family.
    expect(serviceGroups.map((group) => group.services.map((service) => service.path))).toEqual(
      SERVICE_GROUPS.map((group) => group.subServices.map((sub) => `/services/${sub.slug}`)),
    );
    expect(findSubService('khong-co')).toBeUndefined();
  });

  it('has the five repair articles', () => {
    expect(serviceArticles.map((article) => article.path)).toEqual(SPEC_ARTICLES);
    for (const path of SPEC_ARTICLES) expect(findServiceArticle(path)?.path).toBe(path);
  });

  it.each([...serviceArticles, ...subServices].map((page) => [page.path, page] as const))('%s is really written', (_path, page) => {
    expect(words(page.summary)).toBeGreaterThanOrEqual(15);
    expect(page.facts.duration).toMatch(/\d/);
    expect(page.sections.length).toBeGreaterThanOrEqual(2);
    const text = [page.title, page.summary, ...page.sections.flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.list ?? [])])].join(' ');
    expect(words(text)).toBeGreaterThanOrEqual(80);
    expect(text).not.toMatch(/lorem|ipsum|TODO/i);
    // Vietnamese, with its diacritics.
    expect(text).toMatch(/[ăâđêôơưáàảãạéèẻẽẹíìỉĩịóòỏõọúùủũụýỳỷỹỵ]/i);
    expect(page.postedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('process and partners', () => {
  it('lists the twelve steps of the spec, in order', () => {
    expect(processSteps.map((step) => step.title)).toEqual([
      'Tiếp nhận', 'Kiểm tra', 'Chẩn đoán', 'Báo giá chi tiết', 'Xác nhận', 'Chuẩn bị',
      'Sửa chữa', 'Kiểm tra lại', 'Vệ sinh', 'Nghiệm thu', 'Bàn giao', 'Bảo hành',
    ]);
  });

  it('has nine partner brands, each with its own logo file', () => {
    expect(PARTNERS).toHaveLength(9);
    expect(new Set(PARTNERS.map((partner) => partner.logo)).size).toBe(9);
  });
});
