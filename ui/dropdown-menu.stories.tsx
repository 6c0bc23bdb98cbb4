import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, Heart, KeyRound, LogOut, MessageSquare, UserRound, UserRoundPen } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar';
import { Button } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuGroup, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from './dropdown-menu';

interface UserMenuProps {
  onSelect: (item: string) => void;
  showMessages?: boolean;
}

/** The header user menu, built from the parts. */
function UserMenu({ onSelect, showMessages = false }: UserMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="pr-2 pl-1.5">
          <Avatar alt="" size="sm" />
          Nguyễn Văn A
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Tài khoản</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={() => onSelect('profile')}>
            <UserRound aria-hidden="true" /> Thông tin tài khoản
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onSelect('update')}>
            <UserRoundPen aria-hidden="true" /> Cập nhật tài khoản
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onSelect('password')}>
            <KeyRound aria-hidden="true" /> Đổi mật khẩu
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onSelect('favourites')}>
            <Heart aria-hidden="true" /> Yêu thích
          </DropdownMenuItem>
          {showMessages ? (
            <DropdownMenuItem onSelect={() => onSelect('messages')}>
              <MessageSquare aria-hidden="true" /> Tin nhắn
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem disabled>Đang bảo trì</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => onSelect('logout')}>
          <LogOut aria-hidden="true" /> Đăng xuất
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  tags: ['visual'],
  title: 'ui/DropdownMenu',
  component: UserMenu,
  args: { onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="flex justify-end pb-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Nguyễn Văn A' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
    await expect(within(menu).queryByRole('menuitem', { name: 'Tin nhắn' })).toBeNull();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Đổi mật khẩu' }));
    await expect(args.onSelect).toHaveBeenCalledWith('password');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull(), { timeout: 4000 });
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard: Enter opens on the first item, arrows move (skipping disabled), Escape closes. */
export const Keyboard: Story = {
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Nguyễn Văn A' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Thông tin tài khoản' })).toHaveFocus(), { timeout: 4000 });
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Đăng xuất' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    // The disabled item is skipped.
    await expect(within(menu).getByRole('menuitem', { name: 'Yêu thích' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull(), { timeout: 4000 });
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull(), { timeout: 4000 });
    await waitFor(() => expect(canvasElement).not.toHaveAttribute('aria-hidden'), { timeout: 4000 });
  },
};

export const WithAdminItem: Story = {
  args: { showMessages: true },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nguyễn Văn A' }));
    const item = await bodyOf(canvasElement).findByRole('menuitem', { name: 'Tin nhắn' });
    await waitFor(() => expect(item).toBeVisible(), { timeout: 4000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('menu')).toBeNull(), { timeout: 4000 });
    await waitFor(() => expect(canvasElement).not.toHaveAttribute('aria-hidden'), { timeout: 4000 });
  },
};

/** Every kind of item in one open menu: label, plain, highlighted, disabled, separator, destructive. */
export const AllVariants: Story = {
  args: { showMessages: true },
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Nguyễn Văn A' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText('Tài khoản')).toBeVisible();
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(7);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Thông tin tài khoản' })).toHaveAttribute('data-highlighted'), { timeout: 4000 });
    await expect(within(menu).getByRole('menuitem', { name: 'Đang bảo trì' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Đăng xuất' }).className).toContain('text-danger');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull(), { timeout: 4000 });
    await waitFor(() => expect(canvasElement).not.toHaveAttribute('aria-hidden'), { timeout: 4000 });
  },
};
