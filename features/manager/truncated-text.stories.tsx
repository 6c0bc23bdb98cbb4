import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TruncatedText } from './truncated-text';

const whole = 'Bảo dưỡng cấp trung 20.000 km';

const meta = {
  title: 'features/manager/TruncatedText',
  component: TruncatedText,
  args: { text: whole, max: 10 },
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Cut to ten letters on screen; keyboard focus shows the whole name, which is also what screen readers read. */
export const Cut: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const short = canvas.getByText('Bảo dưỡng...');
    await expect(short).toBeVisible();
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
    await expect(focused).toContainElement(short);
    await expect(focused).toHaveTextContent(whole);
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent(whole);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

/** A resting pointer shows the whole name too. */
export const CutOnHover: Story = {
  async play({ canvasElement }) {
    await userEvent.hover(within(canvasElement).getByText('Bảo dưỡng...'));
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent(whole);
  },
};

/** Text within the limit is shown as it is, with nothing to focus. */
export const Short: Story = {
  args: { text: 'Rửa xe' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rửa xe')).toBeVisible();
    await expect(canvasElement.querySelector('[tabindex]')).toBeNull();
  },
};
