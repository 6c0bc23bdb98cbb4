import { test, testExpectingStatus, expect as baseExpect } from './fixtures';
import { seededNews, settle } from './public-helpers';

// The machine that runs these may be busy: lazy pages and API answers get more time than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const viDate = (iso: string) => new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso));

test.describe('news against the real server', () => {
  test('the news page leads with the newest article and links to all of them', async ({ page, request }) => {
    const news = await seededNews(request);
    await page.goto('/tin-tuc');
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(news[0]!.title);
    await page.getByRole('link', { name: 'Xem tất cả tin tức' }).click();
    await expect(page).toHaveURL(/\/danh-sach-tin-tuc$/);
    await settle(page);
  });

  test('the news list searches titles, flips the order and pages what it found', async ({ page, request }) => {
    const news = await seededNews(request);
    await page.goto('/danh-sach-tin-tuc');
    const titles = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles.first()).toHaveText(news[0]!.title);
    await expect(page.getByText(`${news.length} tin tức`, { exact: true })).toBeVisible();

    // The order, the search and the pages are links and a GET form: each loads the list the server draws.
    await page.getByRole('link', { name: 'Cũ nhất' }).click();
    await expect(page).toHaveURL(/order=oldest/);
    await expect(titles.first()).toHaveText(news.at(-1)!.title);

    const word = news[1]!.title.split(' ').slice(0, 2).join(' ');
    const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
    const matching = news.filter((item) => folded(item.title).includes(folded(word)));
    await page.getByRole('searchbox', { name: 'Tìm theo tiêu đề' }).fill(folded(word).toUpperCase());
    await page.getByRole('searchbox', { name: 'Tìm theo tiêu đề' }).press('Enter');
    await expect(page).toHaveURL(/[?&]q=[^&]+&order=oldest$/);
    await expect(titles).toHaveCount(Math.min(6, matching.length));
    await expect(page.getByText(`${matching.length} tin phù hợp`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Tìm theo tiêu đề' }).fill('khong co bai nao nhu vay');
    await page.getByRole('button', { name: 'Tìm', exact: true }).click();
    await expect(page.getByText('Không tìm thấy tin tức phù hợp.')).toBeVisible();

    if (news.length > 6) {
      await page.goto('/danh-sach-tin-tuc?order=oldest');
      await page.getByRole('navigation', { name: 'Phân trang' }).getByRole('link', { name: 'Trang 2' }).click();
      await expect(page).toHaveURL(/order=oldest&page=2$/);
      await expect(titles.first()).toHaveText(news.at(-7)!.title);
    }
    await settle(page);
  });

  test('an article shows its date, author, text and three others; another one starts at the top', async ({ page, request }) => {
    const news = await seededNews(request);
    const article = news[1]!;
    await page.goto(`/tin-tuc/${article._id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(viDate(article.createdAt)).first()).toBeVisible();
    await expect(main.getByText('admin', { exact: true })).toBeVisible();
    await expect(main.locator('article p').first()).toBeVisible();
    const others = page.getByRole('complementary', { name: 'Tin khác' }).getByRole('link');
    await expect(others).toHaveCount(3);
    await expect(others.first()).toHaveAttribute('href', `/tin-tuc/${news[0]!._id}`);

    await page.mouse.wheel(0, 600);
    await others.first().click();
    await expect(page.getByRole('heading', { level: 1, name: news[0]!.title })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(`${news[0]!.title} – Gara Ô Tô Sài Gòn`);
    await settle(page);
  });

  testExpectingStatus(404)('an article that does not exist says so', async ({ page }) => {
    await page.goto('/tin-tuc/000000000000000000000000');
    await expect(page.getByText('Không tìm thấy tin tức.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Về trang tin tức' })).toBeVisible();
  });
});
