import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RepairPhotos } from './repair-photos';
import { STORY_PHOTOS } from './repair-story-kit';

/** The viewer is a chunk of its own, loaded on first opening: allow for a busy machine. */
const LOAD = { timeout: 10_000 };

const meta = {
  title: 'entities/repair/RepairPhotos',
  component: RepairPhotos,
  args: { photos: STORY_PHOTOS.slice(0, 3), stepLabel: 'Chẩn đoán' },
} satisfies Meta<typeof RepairPhotos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thumbnails named for a screen reader by their place and step. */
export const Thumbnails: Story = {
  async play({ canvasElement }) {
    const list = within(canvasElement).getByRole('list', { name: 'Ảnh bước Chẩn đoán' });
    await expect(within(list).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Xem lớn ảnh 1/3 của bước Chẩn đoán',
      'Xem lớn ảnh 2/3 của bước Chẩn đoán',
      'Xem lớn ảnh 3/3 của bước Chẩn đoán',
    ]);
  },
};

/** A thumbnail opens the viewer on its photo; arrows and the arrow keys go between photos, Escape closes and the focus comes back. */
export const ViewerOpen: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const second = canvas.getByRole('button', { name: 'Xem lớn ảnh 2/3 của bước Chẩn đoán' });
    await userEvent.click(second);
    const dialog = await body.findByRole('dialog', { name: 'Ảnh 2/3 của bước Chẩn đoán' }, LOAD);
    await expect(within(dialog).getByRole('img', { name: 'Ảnh 2/3 của bước Chẩn đoán' })).toHaveAttribute('src', STORY_PHOTOS[1]);
    await expect(within(dialog).getByText('Ảnh 2/3')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ảnh tiếp theo' }));
    await expect(within(dialog).getByRole('img', { name: 'Ảnh 3/3 của bước Chẩn đoán' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('img', { name: 'Ảnh 1/3 của bước Chẩn đoán' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByText('Ảnh 3/3')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ảnh trước' }));
    await expect(within(dialog).getByText('Ảnh 2/3')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(second).toHaveFocus());
  },
};

/** One photo: the viewer has no arrows to nowhere. */
export const SinglePhoto: Story = {
  args: { photos: [STORY_PHOTOS[0]], stepLabel: 'Tiếp nhận' },
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Xem lớn ảnh 1/1 của bước Tiếp nhận' }));
    const dialog = await body.findByRole('dialog', { name: 'Ảnh 1/1 của bước Tiếp nhận' }, LOAD);
    await expect(within(dialog).queryByRole('button', { name: 'Ảnh tiếp theo' })).toBeNull();
  },
};
