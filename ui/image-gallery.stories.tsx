import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ImageGallery } from './image-gallery';
import { demoImage } from './story-images';

const images = [
  { src: demoImage('Ảnh chính', 0, 800, 600), alt: 'Ảnh chính' },
  { src: demoImage('Ảnh phụ 1', 1, 800, 600), alt: 'Ảnh phụ 1' },
  { src: demoImage('Ảnh phụ 2', 2, 800, 600), alt: 'Ảnh phụ 2' },
  { src: demoImage('Ảnh phụ 3', 3, 800, 600), alt: 'Ảnh phụ 3' },
];

/** The enlarged view is a chunk of its own, loaded on first opening: allow for a busy machine. */
const LOAD = { timeout: 10_000 };

const meta = {
  tags: ['visual'],
  title: 'ui/ImageGallery',
  component: ImageGallery,
  args: { images, className: 'max-w-md' },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: 'Xem ảnh 1: Ảnh chính' })).toHaveAttribute('aria-current', 'true');

    // A thumbnail becomes the main image.
    await userEvent.click(canvas.getByRole('button', { name: 'Xem ảnh 3: Ảnh phụ 2' }));
    await expect(canvas.getByRole('button', { name: 'Xem ảnh 3: Ảnh phụ 2' })).toHaveAttribute('aria-current', 'true');
    const main = canvas.getByRole('button', { name: 'Phóng to ảnh: Ảnh phụ 2' });

    // Clicking the main image enlarges it in a dialog titled by the image.
    await userEvent.click(main);
    const dialog = await body.findByRole('dialog', { name: 'Ảnh phụ 2' }, LOAD);
    await expect(within(dialog).getByRole('img', { name: 'Ảnh phụ 2' })).toBeInTheDocument();
    await expect(within(dialog).getByText('3 / 4')).toBeInTheDocument();

    // Arrows inside the viewer, with wrap.
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: 'Ảnh phụ 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: 'Ảnh chính' })).toBeInTheDocument();
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Ảnh trước' }));
    await expect(await body.findByRole('dialog', { name: 'Ảnh phụ 3' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    // Focus goes back to the image that opened the viewer.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Phóng to ảnh: Ảnh phụ 3' })).toHaveFocus(), { timeout: 4000 });
  },
};

export const Keyboard: Story = {
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Phóng to ảnh: Ảnh chính' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('button', { name: 'Phóng to ảnh: Ảnh phụ 1' })).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('dialog', { name: 'Ảnh phụ 1' }, LOAD)).toBeInTheDocument();
  },
};

export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Xem ảnh/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Phóng to ảnh: Ảnh chính' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Ảnh chính' }, LOAD);
    await expect(within(dialog).queryByRole('button', { name: 'Ảnh tiếp theo' })).toBeNull();
  },
};

export const NoImages: Story = {
  args: { images: [] },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('Chưa có ảnh')).toBeVisible();
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-6 md:grid-cols-3">
      <ImageGallery images={images} />
      <ImageGallery images={images.slice(0, 1)} />
      <ImageGallery images={[]} />
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Phóng to ảnh: Ảnh chính' })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^Xem ảnh/ })).toHaveLength(4);
    await expect(canvas.getByText('Chưa có ảnh')).toBeVisible();
  },
};
