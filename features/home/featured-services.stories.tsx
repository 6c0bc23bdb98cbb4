import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SERVICE_GROUPS } from '../../contract/garage';
import { LocationProbe } from '../../.storybook/location-probe';
import { FeaturedServices } from './featured-services';

const meta = {
  title: 'features/home/FeaturedServices',
  component: FeaturedServices,
  args: { groups: SERVICE_GROUPS },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
} satisfies Meta<typeof FeaturedServices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    await expect(cards).toHaveLength(4);
    for (const group of SERVICE_GROUPS) {
      await expect(canvas.getByRole('link', { name: group.title })).toHaveAttribute('href', '/dich-vu');
    }
    await step('hidden until hover or tap', async () => {
      await expect(canvas.queryByRole('link', { name: 'Thay dầu nhớt' })).toBeNull();
    });
    // Hover is pure CSS (group-hover), which synthetic events cannot trigger; e2e/public-shell.spec.ts hovers with a real mouse.
    await step('a tap on the button opens the list and says so, a second tap closes it', async () => {
      const toggle = canvas.getByRole('button', { name: 'Các dịch vụ cứu hộ 24/7' });
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const towing = await canvas.findByRole('link', { name: 'Kéo xe' });
      await expect(towing).toHaveAttribute('href', '/services/towing');
      await waitFor(() => expect(towing).toBeVisible());
      // The button keeps the focus after the tap: the list must still close.
      await expect(toggle).toHaveFocus();
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(canvas.queryByRole('link', { name: 'Kéo xe' })).toBeNull());
    });
    await step('focus elsewhere in a card does not open it', async () => {
      canvas.getByRole('link', { name: 'Sửa chữa chung' }).focus();
      await expect(canvas.queryByRole('link', { name: 'Sửa chữa động cơ' })).toBeNull();
    });
    await step('from the keyboard: Enter on the button, then Tab into its services', async () => {
      const toggle = canvas.getByRole('button', { name: 'Các dịch vụ sửa chữa chung' });
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // The title link comes first, then the list it opened.
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Sửa chữa chung' })).toHaveFocus();
      await userEvent.tab();
      const engine = canvas.getByRole('link', { name: 'Sửa chữa động cơ' });
      await expect(engine).toHaveFocus();
      await expect(engine).toHaveAttribute('href', '/services/engine-repair');
      await waitFor(() => expect(engine).toBeVisible());
    });
  },
};

/** Every one of the 16 services links to its own page. */
export const AllSixteenLinks: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    for (const toggle of canvas.getAllByRole('button')) await userEvent.click(toggle);
    const hrefs = SERVICE_GROUPS.flatMap((group) => group.subServices.map((sub) => `/services/${sub.slug}`));
    await expect(hrefs).toHaveLength(16);
    for (const group of SERVICE_GROUPS) {
      for (const sub of group.subServices) await expect(await canvas.findByRole('link', { name: sub.name })).toHaveAttribute('href', `/services/${sub.slug}`);
    }
  },
};

/** The cards are HTML with the router's links (only each card's button is an island): inside the app a click moves in the app. */
export const LinksMoveInTheApp: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Các dịch vụ bảo dưỡng' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Thay dầu nhớt' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/services/oil-change');
    await userEvent.click(canvas.getByRole('link', { name: 'Tất cả dịch vụ' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/dich-vu$/);
  },
};
