import { test, testExpectingStatus, expect as baseExpect, PHONE } from './fixtures';
import { expectNoAxeViolations, isMobile, seededNews, seededProducts, settle, sidewaysOverflow } from './public-helpers';
import { messages } from '../contract/messages';

// The machine that runs these may be busy: lazy pages and API answers get more time than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('the shell of every public page', () => {
  test('every route of the catalogue and the news has its page, title and breadcrumb', async ({ page, request }) => {
    const [product] = await seededProducts(request);
    const [article] = await seededNews(request);
    const routes: Array<[string, string | RegExp, string[]]> = [
      ['/', /Gara Ô Tô Sài Gòn/, []],
      ['/san-pham', 'Dịch vụ của gara', ['Trang chủ', 'Dịch vụ']],
      ['/products', 'Dịch vụ của gara', ['Trang chủ', 'Dịch vụ']],
      [`/san-pham/${product!._id}`, product!.name, ['Trang chủ', 'Dịch vụ', product!.name]],
      [`/products/${product!._id}`, product!.name, ['Trang chủ', 'Dịch vụ', product!.name]],
      ['/san-pham-noi-bat', 'Dịch vụ nổi bật', ['Trang chủ', 'Dịch vụ nổi bật']],
      ['/tin-tuc', 'Tin tức', ['Trang chủ', 'Tin tức']],
      ['/news', 'Tin tức', ['Trang chủ', 'Tin tức']],
      ['/danh-sach-tin-tuc', 'Danh sách tin tức', ['Trang chủ', 'Danh sách tin tức']],
      ['/news-list', 'Danh sách tin tức', ['Trang chủ', 'Danh sách tin tức']],
      [`/tin-tuc/${article!._id}`, article!.title, ['Trang chủ', 'Tin tức', article!.title]],
    ];
    for (const [path, heading, trail] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: 'Đường dẫn trang' });
      if (trail.length === 0) await expect(breadcrumb).toHaveCount(0);
      else await expect(breadcrumb.getByRole('listitem')).toHaveText(trail);
      await expect(page).toHaveTitle(/Gara Ô Tô Sài Gòn/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, `${path} has a meta description`).toBeGreaterThan(20);
      await settle(page);
    }
  });

  testExpectingStatus(404)('an unknown address answers 404 with the 404 page inside the shell, kept out of search results', async ({ page }) => {
    const response = await page.goto('/trang-khong-co');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Đường dẫn trang' }).getByRole('listitem')).toHaveText(['Trang chủ', 'Không tìm thấy trang']);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gara Ô Tô Sài Gòn/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await settle(page);
  });

  test('the header fits its bar at tablet and laptop widths, signed out, with the search closed or open', async ({ page }) => {
    for (const width of [820, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: width < 1024 ? 'Mở menu' : 'Đăng ký' })).toBeVisible();
      expect(await sidewaysOverflow(page), `${width} px`).toEqual([]);
      if (width >= 1024) {
        await page.getByRole('button', { name: 'Mở ô tìm kiếm dịch vụ' }).click();
        await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Tìm dịch vụ' })).toBeFocused();
        expect(await sidewaysOverflow(page), `${width} px, search open`).toEqual([]);
      }
      await settle(page);
    }
  });

  test('the five main links lead to their pages', PHONE, async ({ page }) => {
    await page.goto('/');
    const expected: Array<[string, RegExp]> = [
      ['Dịch vụ', /\/san-pham$/],
      ['Tin tức', /\/danh-sach-tin-tuc$/],
      ['Trang chủ', /\/$/],
    ];
    for (const [label, url] of expected) {
      if (isMobile(page)) {
        await page.getByRole('button', { name: 'Mở menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: label, exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      } else {
        await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: label, exact: true }).click();
      }
      await expect(page).toHaveURL(url);
      await settle(page);
    }
  });

  test('the header search trims the text, refuses blanks and opens the matching services', PHONE, async ({ page, request }) => {
    const products = await seededProducts(request);
    const word = products[0]!.name.split(' ')[0]!;
    await page.goto('/tin-tuc');
    const openSearch = async () => {
      if (isMobile(page)) {
        await page.getByRole('button', { name: 'Mở menu' }).click();
        return page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Tìm dịch vụ' });
      }
      // isVisible() does not wait: let the header render first.
      await expect(page.getByRole('banner')).toBeVisible();
      const toggle = page.getByRole('button', { name: 'Mở ô tìm kiếm dịch vụ' });
      if (await toggle.isVisible()) await toggle.click();
      return page.getByRole('banner').getByRole('searchbox', { name: 'Tìm dịch vụ' });
    };
    let box = await openSearch();
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/tin-tuc$/);
    if (isMobile(page)) await page.keyboard.press('Escape');
    box = await openSearch();
    await box.fill(`  ${word}  `);
    await box.press('Enter');
    await expect(page).toHaveURL(`/products?search=${encodeURIComponent(word)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Kết quả tìm kiếm “${word}”` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Danh sách dịch vụ' }).getByRole('article').first()).toBeVisible();
    // The results are a new page drawn as islands: its header starts with the search closed, holding no stale text.
    if (!isMobile(page)) await expect(page.getByRole('banner').getByRole('button', { name: 'Mở ô tìm kiếm dịch vụ' })).toBeVisible();
    else await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await settle(page);
  });

  test('floating helpers: messaging app, phone, the chat launcher with the bot, and back to top after 300 px', PHONE, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Nhắn tin Zalo (mở trong thẻ mới)' })).toHaveAttribute('href', /^https:\/\/zalo\.me\/\d+$/);
    await expect(page.getByRole('link', { name: /Gọi hotline/ })).toHaveAttribute('href', /^tel:\d+$/);
    // The launcher opens the chat; the bot answers from the garage's own data through the real server.
    await page.getByRole('button', { name: 'Mở khung chat' }).click();
    const panel = page.getByRole('dialog', { name: messages.chat.widgetTitle });
    await panel.getByRole('button', { name: new RegExp(messages.chat.chatWithBot) }).click();
    const bot = page.getByRole('dialog', { name: messages.chat.botName });
    await expect(bot.getByText(messages.bot.greeting)).toBeVisible();
    const input = bot.getByRole('textbox', { name: messages.chat.inputLabel });
    await input.fill('Gara mấy giờ mở cửa?');
    await input.press('Enter');
    await expect(bot.getByText(/Gara mở cửa Thứ Hai – Thứ Bảy từ/)).toBeVisible();
    // Words about booking open the booking form instead of asking the bot; the input stays in view.
    await input.fill('toi muon dat lich');
    await input.press('Enter');
    await expect(bot.getByRole('form', { name: messages.chat.contactFormLabel })).toBeVisible();
    await expect(input).toBeInViewport();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await bot.getByRole('button', { name: messages.common.close }).click();
    await expect(bot).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mở khung chat' })).toBeFocused();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Lên đầu trang' })).toHaveCount(0);
    await page.mouse.wheel(0, 1200);
    await page.getByRole('button', { name: 'Lên đầu trang' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await settle(page);
  });

  test('a new header search on the services list starts at the top of its results', PHONE, async ({ page, request }) => {
    const products = await seededProducts(request);
    const word = products[0]!.name.split(' ')[0]!;
    await page.goto('/products?search=a');
    await expect(page.getByRole('heading', { level: 1, name: 'Kết quả tìm kiếm “a”' })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Mở menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Tìm dịch vụ' }).fill(word);
    } else {
      await page.getByRole('button', { name: 'Mở ô tìm kiếm dịch vụ' }).click();
      await page.getByRole('banner').getByRole('searchbox', { name: 'Tìm dịch vụ' }).fill(word);
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Kết quả tìm kiếm “${word}”` })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await settle(page);
  });

  test('the slide-out menu gets out of the way of a login chosen in it', PHONE, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Mở menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
    await expect(menu).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await settle(page);
  });

  test('a new page starts at its top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tin tức', exact: true }).click();
    await expect(page).toHaveURL(/\/danh-sach-tin-tuc$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await settle(page);
  });

  test('the featured-service cards show their four services on hover or tap', PHONE, async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bảo dưỡng', exact: true }) });
    // In the middle of the screen, as a visitor would have it: at the top edge the fixed
    // header covers its links. Instantly: the page scrolls smoothly, and a tap
    // while it still moves misses. Only once the sections above have loaded: their
    // arrival pushes the card up under the header.
    const centreCard = () => card.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.waitForLoadState('networkidle');
    await centreCard();
    await expect(card.getByRole('link', { name: 'Thay dầu nhớt' })).toBeHidden();
    if (isMobile(page)) {
      // A second tap closes what the first opened, though the button keeps the focus.
      const toggle = card.getByRole('button', { name: 'Các dịch vụ bảo dưỡng' });
      await toggle.tap();
      await expect(card.getByRole('link', { name: 'Thay dầu nhớt' })).toBeVisible();
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(card.getByRole('link', { name: 'Thay dầu nhớt' })).toBeHidden();
      await centreCard();
      await toggle.tap();
      await expect(card.getByRole('link', { name: 'Thay dầu nhớt' })).toBeVisible();
      await card.getByRole('link', { name: 'Thay dầu nhớt' }).tap();
    } else {
      await centreCard();
      await card.hover();
      await expect(card.getByRole('link', { name: 'Thay dầu nhớt' })).toBeVisible();
      // The list slides in: clicked mid-slide, its moving box sends the click's scroll under the header.
      await card.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      await card.getByRole('link', { name: 'Thay dầu nhớt' }).click();
    }
    await expect(page).toHaveURL(/\/services\/oil-change$/);
    await settle(page);
  });

  test('the home page carries every section of the spec', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Chương trình nổi bật' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Danh sách tin khuyến mãi' })).toBeVisible();
    for (const title of ['Địa chỉ hai chi nhánh', 'Giờ làm việc', 'Đặt lịch sửa chữa', 'Cứu hộ 24/24']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    for (const name of ['Dịch vụ nổi bật', 'Tin tức mới', 'Quy trình 12 bước', 'Đội ngũ của chúng tôi', 'Đối tác', 'Cần tư vấn cho xe của bạn?', 'Thành tích', 'Dịch vụ tiêu biểu']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const achievements = page.getByRole('region', { name: 'Thành tích' });
    await achievements.scrollIntoViewIfNeeded();
    for (const value of ['620+', '120+', '100+', '100%']) await expect(achievements.getByText(value, { exact: true }).first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Mã số thuế')).toBeVisible();
    await expect(footer.getByRole('list', { name: 'Mạng xã hội' }).getByRole('link')).toHaveCount(3);
    await expect(footer.getByText('Nguồn tham khảo')).toBeVisible();
    await settle(page);
  });
});

test.describe('accessibility (axe, WCAG 2.1 AA and best practices) at this project width', PHONE, () => {
  const pages: Array<[string, (ids: { product: string; article: string }) => string]> = [
    ['home', () => '/'],
    ['services list', () => '/san-pham'],
    ['a service', ({ product }) => `/san-pham/${product}`],
    ['featured services', () => '/san-pham-noi-bat'],
    ['news', () => '/tin-tuc'],
    ['news list', () => '/danh-sach-tin-tuc'],
    ['an article', ({ article }) => `/tin-tuc/${article}`],
    ['the 404 page', () => '/khong-ton-tai'],
  ];
  for (const [name, path] of pages) {
    (name === 'the 404 page' ? testExpectingStatus(404) : test)(name, async ({ page, request }) => {
      const [product] = await seededProducts(request);
      const [article] = await seededNews(request);
      await page.goto(path({ product: product!._id, article: article!._id }));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      await expectNoAxeViolations(page);
    });
  }

  test('the mobile menu open', async ({ page }) => {
    await page.goto('/san-pham');
    await settle(page);
    if (!isMobile(page)) {
      await page.getByRole('button', { name: 'Mở ô tìm kiếm dịch vụ' }).click();
    } else {
      await page.getByRole('button', { name: 'Mở menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});
