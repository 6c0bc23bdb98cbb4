import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ChatWidgetSlot } from '../chat-widget-slot';
import { FloatingHelpers } from './floating-helpers';
import { SiteShell } from './site-shell';
import { headerFitProblems, shellViewports } from './story-viewports';

const meta = {
  title: 'app/layout/SiteShell',
  tags: ['screen'],
  component: SiteShell,
  parameters: { layout: 'fullscreen', viewport: { options: shellViewports }, route: '/lien-he' },
  args: {
    floating: <FloatingHelpers chatPanel={ChatWidgetSlot} />,
    children: (
      <article className="space-y-3">
        <h1 className="text-3xl font-bold text-ink">Liên hệ</h1>
        <p className="max-w-prose text-ink-muted">
          Nội dung của trang nằm giữa thanh đường dẫn và chân trang. Thanh tiêu đề luôn cố định ở trên cùng khi cuộn.
        </p>
      </article>
    ),
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

async function checkLandmarks(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('banner')).toBeVisible();
  await expect(canvas.getByRole('main')).toBeVisible();
  await expect(canvas.getByRole('contentinfo')).toBeVisible();
  await expect(canvas.getByRole('navigation', { name: 'Đường dẫn trang' })).toHaveTextContent('Trang chủLiên hệ');
  await expect(canvas.getByRole('button', { name: 'Mở khung chat' })).toBeVisible();
  // Nothing sticks out sideways, at any of the widths.
  await expect(headerFitProblems(canvasElement.ownerDocument)).toEqual([]);
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The floating buttons (Zalo, phone, back to top, chat) that lie over the page or its footer. */
function coveringHelpers(canvasElement: HTMLElement): string[] {
  const canvas = within(canvasElement);
  // The footer's box runs the full width (its colour does); what it shows must stay clear.
  const covered = [canvas.getByRole('main'), ...canvas.getByRole('contentinfo').children].map((box) => box.getBoundingClientRect());
  const helpers = [...canvas.getByRole('complementary', { name: 'Liên hệ nhanh' }).querySelectorAll<HTMLElement>('a, button')];
  return helpers.filter((helper) => helper.getClientRects().length > 0 && covered.some((box) => overlaps(helper.getBoundingClientRect(), box))).map((helper) => helper.getAttribute('aria-label') ?? helper.textContent ?? '');
}

/** From 768 px the helpers have their own column: nothing of the page is under them, at its top or its end, and none is under the header. */
async function checkHelpersBeside(canvasElement: HTMLElement) {
  await expect(coveringHelpers(canvasElement)).toEqual([]);
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  const canvas = within(canvasElement);
  const backToTop = await canvas.findByRole('button', { name: 'Lên đầu trang' }, { timeout: 8000 });
  await waitFor(() => expect(backToTop).toBeVisible(), { timeout: 8000 });
  await expect(coveringHelpers(canvasElement)).toEqual([]);
  // At the very end, every helper still shows between the header and the bottom of the window.
  const headerBottom = canvas.getByRole('banner').getBoundingClientRect().bottom;
  for (const helper of [backToTop, canvas.getByRole('link', { name: /Zalo/ }), canvas.getByRole('button', { name: 'Mở khung chat' })]) {
    const box = helper.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(headerBottom);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
}

export const Desktop1280: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play({ canvasElement }) {
    await checkLandmarks(canvasElement);
    await checkHelpersBeside(canvasElement);
  },
};

export const Tablet768: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  async play({ canvasElement }) {
    await checkLandmarks(canvasElement);
    await checkHelpersBeside(canvasElement);
  },
};

/** A common tablet width, between the phone layout and the desktop bar. */
export const Tablet820: Story = {
  globals: { viewport: { value: 'tabletWide', isRotated: false } },
  async play({ canvasElement }) {
    await expect(window.innerWidth).toBe(820);
    await checkLandmarks(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Mở menu' })).toBeVisible();
  },
};

export const Laptop1024: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  async play({ canvasElement }) {
    await expect(window.innerWidth).toBe(1024);
    await checkLandmarks(canvasElement);
    await expect(within(canvasElement).getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
  },
};

export const Phone375: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play({ canvasElement }) {
    await checkLandmarks(canvasElement);
    // At the end of the page the footer stops above the bottom bar.
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('button', { name: 'Mở khung chat' }).parentElement!;
    await waitFor(() => expect(canvas.getByRole('contentinfo').getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top + 1));
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};
