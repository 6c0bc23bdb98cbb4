import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, PHONE } from './fixtures';

// At both widths: a phone's layout has its own contrast, target sizes and hidden parts.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const axePages = ['/dich-vu', '/dich-vu-sua-chua', '/dich-vu-bao-duong-dinh-ky', '/services/oil-change', '/oto-quan-12', '/quy-trinh', '/doi-tac', '/nhan-su', '/lien-he', '/tra-cuu-lich-hen', '/booking'];

for (const path of axePages) {
  test(`axe finds no violations on ${path}`, PHONE, async ({ page }) => {
    // Still pictures: a fade caught halfway would read as low contrast.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Let data-driven parts settle (staff rows, availability) before the scan.
    await page.waitForLoadState('networkidle');
    // The page's own content; the shell around it has its own checks.
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
