import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar';
import { demoPortrait } from './story-images';

const meta = {
  tags: ['visual'],
  title: 'ui/Avatar',
  component: Avatar,
  args: { alt: 'Nguyễn Văn A', src: demoPortrait(0) },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('img', { name: 'Nguyễn Văn A' }).tagName).toBe('IMG');
  },
};

export const DefaultIcon: Story = {
  args: { src: null },
  async play({ canvasElement }) {
    const icon = within(canvasElement).getByRole('img', { name: 'Nguyễn Văn A' });
    await expect(icon.tagName.toLowerCase()).toBe('svg');
  },
};

/** A broken image URL falls back to the icon. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken' },
  async play({ canvasElement }) {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Nguyễn Văn A' }).tagName.toLowerCase()).toBe('svg'), { timeout: 4000 });
  },
};

/** Decorative next to a written name: hidden from screen readers. */
export const Decorative: Story = {
  args: { alt: '', src: null },
  render: (args) => (
    <span className="inline-flex items-center gap-2 font-semibold">
      <Avatar {...args} /> Nguyễn Văn A
    </span>
  ),
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size, index) => (
        <div key={size} className="flex items-center gap-3">
          <Avatar size={size} alt={`Ảnh ${size}`} src={demoPortrait(index)} />
          <Avatar size={size} alt={`Biểu tượng ${size}`} />
        </div>
      ))}
    </div>
  ),
};
