import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { certificates } from './content/certificates';
import { CertificateGallery } from './certificate-gallery';

const meta = {
  title: 'features/site/CertificateGallery',
  component: CertificateGallery,
  args: { certificates },
} satisfies Meta<typeof CertificateGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each thumbnail links to its picture: what it opens without JavaScript, or before the gallery's code is there. */
export const Thumbnails: Story = {
  async play({ canvasElement }) {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(certificates.length);
    for (const [index, certificate] of certificates.entries()) {
      await expect(links[index]).toHaveAttribute('href', certificate.image);
      await expect(links[index]).toHaveTextContent(certificate.title);
    }
  },
};

/** The close button of the dialog returns focus to the thumbnail that opened it. */
export const OpenAndClose: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const last = certificates[certificates.length - 1]!;
    const thumbnail = canvas.getByRole('link', { name: new RegExp(last.title) });
    await userEvent.click(thumbnail);
    const dialog = await body.findByRole('dialog', { name: last.title });
    await waitFor(() => expect(within(dialog).getByText(new RegExp(`Năm cấp ${last.year}`))).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  },
};
