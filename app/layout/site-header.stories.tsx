import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AuthDialogsContext, type AuthDialogName, type AuthDialogs } from '../../features/auth/auth-dialogs-context';
import { UserMenuButtonContent, userMenuButtonClass } from '../../features/auth/user-menu-button';
import { Button } from '../../ui/button';
import { LocationProbe } from '../../.storybook/location-probe';
import { SiteHeader } from './site-header';
import { headerFitProblems, MOBILE_MAX_WIDTH, shellViewports } from './story-viewports';

const meta = {
  title: 'app/layout/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen', viewport: { options: shellViewports } },
  decorators: [
    (Story) => (
      <div className="min-h-96 bg-canvas">
        <Story />
        <div className="px-4 pt-20">
          <LocationProbe />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each story runs at the width its `globals.viewport` names: the Storybook UI resizes the
 * canvas, and .storybook/test-runner.ts resizes the test window the same way.
 */
const slow = { timeout: 8000 };
const isMobileWidth = () => window.innerWidth <= MOBILE_MAX_WIDTH;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

async function searchFromHeader(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  if (isMobileWidth()) {
    await userEvent.click(canvas.getByRole('button', { name: 'Mở menu' }));
    const menu = await body.findByRole('dialog', { name: 'Menu' }, slow);
    const field = within(menu).getByRole('searchbox', { name: 'Tìm dịch vụ' });
    await userEvent.type(field, `${text}{Enter}`);
    return;
  }
  const toggle = canvas.queryByRole('button', { name: 'Mở ô tìm kiếm dịch vụ' });
  if (toggle) await userEvent.click(toggle);
  const field = await canvas.findByRole('searchbox', { name: 'Tìm dịch vụ' });
  await userEvent.type(field, `${text}{Enter}`);
}

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(1280);
    await step('the five links, the current one marked', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Điều hướng chính' });
      const links = within(nav).getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual(['Trang chủ', 'Dịch vụ', 'Tin tức', 'Giới thiệu', 'Liên hệ']);
      await expect(within(nav).getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('aria-current', 'page');
    });
    await step('blank text does not search', async () => {
      await searchFromHeader(canvasElement, '   ');
      await expect(location(canvasElement)).toHaveTextContent(/^\/$/);
    });
    await step('a search trims, encodes, navigates and clears the box', async () => {
      await searchFromHeader(canvasElement, '  thay dầu & lọc  ');
      await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/products?search=thay%20d%E1%BA%A7u%20%26%20l%E1%BB%8Dc'));
      await expect(canvas.getByRole('searchbox', { name: 'Tìm dịch vụ' })).toHaveValue('');
    });
  },
};

export const Tablet768: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(768);
    // At 768 px the links live behind the hamburger.
    await expect(canvas.queryByRole('navigation', { name: 'Điều hướng chính' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Mở menu' })).toBeVisible();
  },
};

/** The login and register buttons of a signed-out visitor, and a cart badge. */
const signedOutSlots = {
  authSlot: (
    <>
      <Button size="sm" variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
        Đăng nhập
      </Button>
      <Button size="sm">Đăng ký</Button>
    </>
  ),
  cartSlot: (
    <a href="#gio-hang" aria-label="Giỏ hàng: 2 dịch vụ" className="rounded-pill bg-brand-600 px-3 py-1 text-sm font-bold text-white">
      2
    </a>
  ),
};

/** The user menu's button of a signed-in customer with a long name, as the account area draws it. */
const signedInSlot: ReactNode = (
  <button type="button" aria-haspopup="menu" aria-expanded={false} className={userMenuButtonClass('bar')}>
    <UserMenuButtonContent fullName="Nguyễn Thị Phương Thảo Nguyên" image={null} placement="bar" />
  </button>
);

/** Checks the bar fits, then opens the desktop search (when the links are in the bar) and checks again. */
async function expectBarFits(canvasElement: HTMLElement) {
  await expect(headerFitProblems(canvasElement.ownerDocument)).toEqual([]);
  const toggle = within(canvasElement).queryByRole('button', { name: 'Mở ô tìm kiếm dịch vụ' });
  if (!toggle || isMobileWidth()) return;
  await userEvent.click(toggle);
  await within(canvasElement).findByRole('searchbox', { name: 'Tìm dịch vụ' });
  await expect(headerFitProblems(canvasElement.ownerDocument)).toEqual([]);
  // The open field takes the links' place; they come back once it folds.
  await expect(within(canvasElement).queryByRole('navigation', { name: 'Điều hướng chính' })).toBeNull();
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đóng ô tìm kiếm' }));
  await expect(await within(canvasElement).findByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
}

/** A common tablet width: the hamburger, and nothing sticks out of the bar. */
export const Tablet820SignedOut: Story = {
  globals: { viewport: { value: 'tabletWide', isRotated: false } },
  args: signedOutSlots,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(820);
    await expect(canvas.queryByRole('navigation', { name: 'Điều hướng chính' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Mở menu' })).toBeVisible();
    // The account buttons are in the menu at this width.
    await expect(canvas.queryByRole('button', { name: 'Đăng nhập' })).toBeNull();
    await expectBarFits(canvasElement);
  },
};

/** The narrowest bar with the five links: signed out, with the search closed and open. */
export const Laptop1024SignedOut: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  args: signedOutSlots,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(1024);
    await expect(canvas.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đăng ký' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mở menu' })).toBeNull();
    await expectBarFits(canvasElement);
  },
};

export const Laptop1024SignedIn: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  args: { authSlot: signedInSlot, cartSlot: signedOutSlots.cartSlot },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: /Tài khoản: Nguyễn Thị/ })).toBeVisible();
    await expectBarFits(canvasElement);
  },
};

export const Desktop1280SignedOut: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: signedOutSlots,
  play: ({ canvasElement }) => expectBarFits(canvasElement),
};

export const Desktop1280SignedIn: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { authSlot: signedInSlot, cartSlot: signedOutSlots.cartSlot },
  play: ({ canvasElement }) => expectBarFits(canvasElement),
};

export const Phone375: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(window.innerWidth).toBe(375);
    await userEvent.click(canvas.getByRole('button', { name: 'Mở menu' }));
    const menu = await body.findByRole('dialog', { name: 'Menu' }, slow);
    await userEvent.click(within(menu).getByRole('link', { name: 'Tin tức' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/danh-sach-tin-tuc'), slow);
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await searchFromHeader(canvasElement, 'phanh');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/products?search=phanh'));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

/** The mobile menu open: a designer can review the slide-out panel. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mở menu' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' }, slow);
    await expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Trang chủ', 'Dịch vụ', 'Tin tức', 'Giới thiệu', 'Liên hệ']),
    );
    await expect(within(menu).getByRole('searchbox', { name: 'Tìm dịch vụ' })).toBeVisible();
  },
};

export const CurrentSection: Story = {
  parameters: { route: '/san-pham/65a1b2c3d4e5f60718293a4b' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play({ canvasElement }) {
    await expect(isMobileWidth()).toBe(false);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(within(nav).getByRole('link', { name: 'Dịch vụ' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Trang chủ' })).not.toHaveAttribute('aria-current');
  },
};

/** What the account area puts in the slots: the login and register buttons, a cart badge. */
export const WithAuthAndCartSlots: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: signedOutSlots,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Giỏ hàng: 2 dịch vụ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  },
};

/**
 * The dialogs' shared state as the app's provider keeps it (which dialog is open), without
 * the dialogs themselves: the header only reads whether one is open.
 */
function DialogsState({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AuthDialogName | null>(null);
  const dialogs = useMemo<AuthDialogs>(
    () => ({
      current,
      openLogin: () => setCurrent('login'),
      openRegister: () => setCurrent('register'),
      openForgotPassword: () => setCurrent('forgot'),
      openVerify: () => setCurrent('verify'),
      openLogout: () => setCurrent('logout'),
      close: () => setCurrent(null),
    }),
    [current],
  );
  return (
    <AuthDialogsContext.Provider value={dialogs}>
      {children}
      <p className="px-4" data-testid="auth-dialog">
        {current ?? 'none'}
      </p>
    </AuthDialogsContext.Provider>
  );
}

/** What the menu's account area holds: a login button, a link of the user menu. */
function MenuAccountArea() {
  const dialogs = useContext(AuthDialogsContext);
  return (
    <>
      <Button onClick={() => dialogs?.openLogin()}>Đăng nhập</Button>
      <Link to="/account/profile">Thông tin tài khoản</Link>
    </>
  );
}

/** The menu gets out of the way of whatever was chosen in it: a page of the user menu, a login dialog. */
export const MenuClosesAfterAChoice: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { mobileAuthSlot: <MenuAccountArea /> },
  decorators: [
    (Story) => (
      <DialogsState>
        <Story />
      </DialogsState>
    ),
  ],
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const openMenu = async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Mở menu' }));
      return within(await body.findByRole('dialog', { name: 'Menu' }, slow));
    };
    await step('a link of the user menu: the page changes, the menu closes', async () => {
      const menu = await openMenu();
      await userEvent.click(menu.getByRole('link', { name: 'Thông tin tài khoản' }));
      await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/account/profile'), slow);
      await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull(), slow);
      await expect(canvas.getByRole('button', { name: 'Mở menu' })).toHaveAttribute('aria-expanded', 'false');
    });
    await step('the login button: its dialog opens, the menu closes under it', async () => {
      const menu = await openMenu();
      await userEvent.click(menu.getByRole('button', { name: 'Đăng nhập' }));
      await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent('login');
      await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull(), slow);
      // The focus is the dialog's now, not sent back to the hamburger.
      await expect(canvas.getByRole('button', { name: 'Mở menu' })).not.toHaveFocus();
    });
  },
};
