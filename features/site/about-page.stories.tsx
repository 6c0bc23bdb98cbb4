import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { certificates } from './content/certificates';
import { AboutPage } from './about-page';

const meta = {
  title: 'features/site/AboutPage',
  tags: ['screen'],
  component: AboutPage,
  parameters: { route: '/oto-quan-12' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    for (const name of ['Chứng nhận của showroom', 'Về chúng tôi', 'Tầm nhìn', 'Giá trị cốt lõi']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // Links to the pictures, which the gallery's island opens in a dialog (features/site/certificate-gallery.tsx).
    await expect(canvas.getAllByRole('link', { name: /bấm để phóng to/ })).toHaveLength(certificates.length);
  },
};

/** A certificate opens full size in a dialog and Escape closes it. */
export const CertificateEnlarged: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const [first] = certificates;
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(first!.title) }));
    const dialog = await body.findByRole('dialog', { name: first!.title });
    // The dialog fades in: visible once the animation has run.
    await waitFor(() => expect(within(dialog).getByRole('img', { name: new RegExp(first!.title) })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
