import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortToggle, type SortToggleProps } from './sort-toggle';

type Order = 'newest' | 'oldest' | 'default';
const options = [
  { value: 'newest', label: 'Mới nhất' },
  { value: 'oldest', label: 'Cũ nhất' },
  { value: 'default', label: 'Mặc định' },
] as const;

/** Holds the chosen value, as a page would, and reports each change. */
function Controlled(props: SortToggleProps<Order>) {
  const [value, setValue] = useState(props.value);
  return (
    <SortToggle
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const groupRef = createRef<HTMLDivElement>();

const meta = {
  tags: ['visual'],
  title: 'ui/SortToggle',
  component: SortToggle,
  args: { label: 'Sắp xếp', options, value: 'newest', onChange: fn() },
  render: (args) => <Controlled {...(args as SortToggleProps<Order>)} />,
} satisfies Meta<typeof SortToggle<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Sắp xếp' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mới nhất' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Cũ nhất' }));
    await expect(args.onChange).toHaveBeenCalledWith('oldest');
    await expect(canvas.getByRole('button', { name: 'Cũ nhất' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Mới nhất' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Keyboard: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mới nhất' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('oldest');
  },
};

/** Extra props and ref reach the group. */
export const ForwardsProps: Story = {
  args: { className: 'mb-2', id: 'sap-xep' },
  render: (args) => <Controlled {...(args as SortToggleProps<Order>)} ref={groupRef} data-testid="sort" />,
  async play({ canvasElement }) {
    const group = within(canvasElement).getByRole('group', { name: 'Sắp xếp' });
    await expect(group).toHaveAttribute('id', 'sap-xep');
    await expect(group).toHaveAttribute('data-testid', 'sort');
    await expect(group.className).toContain('mb-2');
    await expect(groupRef.current).toBe(group);
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="flex flex-col items-start gap-4">
      <Controlled {...(args as SortToggleProps<Order>)} label="Ba lựa chọn" />
      <Controlled {...(args as SortToggleProps<Order>)} label="Chọn mục cuối" value="default" />
      <Controlled {...(args as SortToggleProps<Order>)} label="Hai lựa chọn" options={options.slice(0, 2)} value="oldest" />
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const group = (name: string) => within(canvas.getByRole('group', { name }));
    await expect(group('Ba lựa chọn').getAllByRole('button')).toHaveLength(3);
    await expect(group('Chọn mục cuối').getByRole('button', { name: 'Mặc định' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group('Hai lựa chọn').getAllByRole('button')).toHaveLength(2);
    await expect(group('Hai lựa chọn').getByRole('button', { name: 'Cũ nhất' })).toHaveAttribute('aria-pressed', 'true');
  },
};
