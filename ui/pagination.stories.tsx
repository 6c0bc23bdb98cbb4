import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  tags: ['visual'],
  title: 'ui/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 20, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageButtons = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('li')].map((item) => item.textContent?.trim());

/** First page: previous is disabled, one ellipsis before the last page. */
export const FirstPage: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Phân trang' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pageButtons(canvasElement)).toEqual(['Trang trước', '1', '2', '3', '4', '5', '…', '20', 'Trang sau']);

    await userEvent.click(canvas.getByRole('button', { name: 'Trang sau' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 20' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    // The current page is not a move.
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 1' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

export const MiddlePage: Story = {
  args: { page: 10 },
  async play({ canvasElement }) {
    await expect(pageButtons(canvasElement)).toEqual(['Trang trước', '1', '…', '9', '10', '11', '…', '20', 'Trang sau']);
    await expect(within(canvasElement).getByRole('button', { name: 'Trang 10' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Last page: next is disabled. */
export const LastPage: Story = {
  args: { page: 20 },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Trang trước' })).toBeEnabled();
    await expect(pageButtons(canvasElement)).toEqual(['Trang trước', '1', '…', '16', '17', '18', '19', '20', 'Trang sau']);
    await userEvent.click(canvas.getByRole('button', { name: 'Trang sau' }), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
  async play({ canvasElement }) {
    await expect(pageButtons(canvasElement)).toEqual(['Trang trước', '1', '2', '3', '4', 'Trang sau']);
  },
};

export const SinglePageHidden: Story = {
  args: { pageCount: 1 },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const SinglePageShown: Story = {
  args: { pageCount: 1, hideOnSinglePage: false },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
  },
};

/** Stateful: walk it with the keyboard. */
export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(5);
    return (
      <div className="flex flex-col items-center gap-3">
        <Pagination {...args} page={page} onPageChange={setPage} />
        <p className="text-sm text-ink-muted">Đang ở trang {page}</p>
      </div>
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 6' }));
    await expect(canvas.getByText('Đang ở trang 6')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Đang ở trang 7')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Trang trước' }));
    await expect(canvas.getByText('Đang ở trang 6')).toBeVisible();
  },
};

/**
 * Previous onto the first page (Next onto the last) disables the very button that was
 * pressed: the focus moves to the current page's button instead of dropping to the page.
 */
export const FocusAtTheEnds: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(2);
    return <Pagination {...args} pageCount={3} page={page} onPageChange={setPage} />;
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Trang trước' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Trang 1' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Trang sau' }));
    await expect(canvas.getByRole('button', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    // Not the end yet: the focus stays on Next.
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Trang sau' }));
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Trang 3' })).toHaveFocus();
  },
};

/**
 * Pages with addresses: links, which a page drawn without JavaScript follows and a reader can
 * open in a new tab; a plain click stays with `onPageChange`. Previous on the first page is a
 * link with nowhere to go, marked disabled.
 */
export const Links: Story = {
  args: { page: 1, pageCount: 5, getPageHref: (page: number) => `/danh-sach?page=${page}` },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    const previous = canvas.getByRole('link', { name: 'Trang trước' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Trang 3' })).toHaveAttribute('href', '/danh-sach?page=3');
    await expect(canvas.getByRole('link', { name: 'Trang sau' })).toHaveAttribute('href', '/danh-sach?page=2');

    // The story stays where it is: the click went to onPageChange, not to the address.
    await userEvent.click(canvas.getByRole('link', { name: 'Trang 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('link', { name: 'Trang sau' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('navigation', { name: 'Phân trang' })).toBeVisible();
  },
};

/** Links on a stateful list, the keyboard walking them: the focus survives a move onto the first page. */
export const LinksFocusAtTheEnds: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(2);
    return <Pagination {...args} pageCount={3} page={page} onPageChange={setPage} getPageHref={(target) => `?page=${target}`} />;
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Trang trước' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Trang trước' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('link', { name: 'Trang 1' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const CustomLabels: Story = {
  args: { page: 3, previousLabel: 'Previous', nextLabel: 'Next', pageLabel: (page: number) => `Page ${page}`, 'aria-label': 'Pagination' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {[1, 4, 10, 17, 20].map((page) => (
        <Pagination key={page} {...args} page={page} aria-label={`Phân trang, trang ${page}`} />
      ))}
      <Pagination {...args} page={2} pageCount={3} aria-label="Ba trang" />
    </div>
  ),
};
