import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar';
import { Card } from './card';
import { Rotator } from './rotator';
import { demoImage, demoPortrait } from './story-images';

interface Person {
  id: string;
  name: string;
  role: string;
}

const people: Person[] = [
  { id: '1', name: 'Nguyễn Văn An', role: 'Trưởng nhóm' },
  { id: '2', name: 'Trần Thị Bình', role: 'Kỹ thuật viên' },
  { id: '3', name: 'Lê Hoàng Cường', role: 'Kỹ thuật viên' },
  { id: '4', name: 'Phạm Minh Dũng', role: 'Tư vấn' },
];

function PersonCard({ person, index }: { person: Person; index: number }) {
  return (
    <Card padding="sm" className="items-center text-center">
      <Avatar size="xl" alt="" src={demoPortrait(index)} />
      <p className="font-bold">{person.name}</p>
      <p className="text-sm text-ink-muted">{person.role}</p>
    </Card>
  );
}

const meta = {
  tags: ['visual'],
  title: 'ui/Rotator',
  component: Rotator<Person>,
  args: {
    items: people,
    visible: 2,
    getKey: (person: Person) => person.id,
    renderItem: (person: Person, index: number) => <PersonCard person={person} index={index} />,
    className: 'max-w-xl',
  },
} satisfies Meta<typeof Rotator<Person>>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const names = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('p.font-bold')].map((node) => node.textContent);

/** Two at a time, one step every `interval` (3000 ms by default, 400 here), wrapping round. */
export const TwoAtATime: Story = {
  args: { interval: 400 },
  async play({ canvasElement }) {
    await expect(names(canvasElement)).toEqual(['Nguyễn Văn An', 'Trần Thị Bình']);
    await waitFor(() => expect(names(canvasElement)).toEqual(['Trần Thị Bình', 'Lê Hoàng Cường']), { timeout: 1500 });
    await waitFor(() => expect(names(canvasElement)).toEqual(['Lê Hoàng Cường', 'Phạm Minh Dũng']), { timeout: 1500 });
    await waitFor(() => expect(names(canvasElement)).toEqual(['Phạm Minh Dũng', 'Nguyễn Văn An']), { timeout: 1500 });
  },
};

export const DefaultInterval: Story = {
  async play({ canvasElement }) {
    await sleep(2500);
    await expect(names(canvasElement)).toEqual(['Nguyễn Văn An', 'Trần Thị Bình']);
    await waitFor(() => expect(names(canvasElement)).toEqual(['Trần Thị Bình', 'Lê Hoàng Cường']), { timeout: 1500 });
  },
};

/** Not more items than shown: nothing moves. */
export const NoRotationWhenAllFit: Story = {
  args: { items: people.slice(0, 2), interval: 300 },
  async play({ canvasElement }) {
    await sleep(1000);
    await expect(names(canvasElement)).toEqual(['Nguyễn Văn An', 'Trần Thị Bình']);
    await expect(canvasElement.querySelector('[data-rotating]')).toBeNull();
  },
};

export const PausesOnHover: Story = {
  args: { interval: 300 },
  async play({ canvasElement }) {
    const root = canvasElement.querySelector<HTMLElement>('.grid')!;
    await userEvent.hover(root);
    await sleep(900);
    await expect(names(canvasElement)).toEqual(['Nguyễn Văn An', 'Trần Thị Bình']);
    await userEvent.unhover(root);
    await waitFor(() => expect(names(canvasElement)[0]).toBe('Trần Thị Bình'), { timeout: 1500 });
  },
};

/** One picture at a time. */
export const SingleImage: Story = {
  args: {
    visible: 1,
    interval: 400,
    items: [
      { id: 'a', name: 'Góc trước', role: '' },
      { id: 'b', name: 'Góc bên', role: '' },
      { id: 'c', name: 'Góc sau', role: '' },
    ],
    renderItem: (item: Person, index: number) => <img src={demoImage(item.name, index, 800, 450)} alt={item.name} className="aspect-video w-full rounded-card object-cover" />,
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Góc trước' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Góc bên' })).toBeInTheDocument(), { timeout: 1500 });
    await expect(canvas.queryByRole('img', { name: 'Góc trước' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [], empty: <p className="text-sm text-ink-muted">Chưa có thành viên.</p> },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('Chưa có thành viên.')).toBeVisible();
  },
};

/**
 * `pauseButton`: for touch screens, where nothing can hover, a button under the items stops
 * the rotation (WCAG 2.2.2) and starts it again.
 */
export const PauseButton: Story = {
  args: { interval: 300, pauseButton: true },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector<HTMLElement>('.grid')!;
    await userEvent.click(canvas.getByRole('button', { name: 'Tạm dừng tự chạy' }));
    const play = canvas.getByRole('button', { name: 'Tiếp tục tự chạy' });
    play.blur();
    await userEvent.unhover(root);
    const held = names(canvasElement);
    await sleep(900);
    await expect(names(canvasElement)).toEqual(held);
    await expect(root).not.toHaveAttribute('data-rotating');

    await userEvent.click(play);
    play.blur();
    await userEvent.unhover(root);
    await waitFor(() => expect(names(canvasElement)).not.toEqual(held), { timeout: 1500 });
    await expect(canvas.getByRole('button', { name: 'Tạm dừng tự chạy' })).toBeVisible();
  },
};

/** A caller's own pointer and focus handlers run, and the rotator still holds still. */
export const CallerHandlers: Story = {
  args: { interval: 300, onPointerEnter: fn(), onFocus: fn(), onBlur: fn(), pauseButton: true, pauseLabel: 'Dừng', playLabel: 'Chạy' },
  async play({ canvasElement, args }) {
    const root = canvasElement.querySelector<HTMLElement>('.grid')!;
    await userEvent.hover(root);
    await expect(args.onPointerEnter).toHaveBeenCalled();
    await sleep(900);
    await expect(names(canvasElement)).toEqual(['Nguyễn Văn An', 'Trần Thị Bình']);
    await userEvent.unhover(root);

    const button = within(canvasElement).getByRole('button', { name: 'Dừng' });
    button.focus();
    await expect(args.onFocus).toHaveBeenCalled();
    const held = names(canvasElement);
    await sleep(900);
    await expect(names(canvasElement)).toEqual(held);
    button.blur();
    await expect(args.onBlur).toHaveBeenCalled();
    await waitFor(() => expect(names(canvasElement)).not.toEqual(held), { timeout: 1500 });
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="flex max-w-xl flex-col gap-8">
      <Rotator {...args} />
      <Rotator {...args} pauseButton />
      <Rotator {...args} items={people.slice(0, 2)} pauseButton />
      <Rotator {...args} items={[]} empty={<p className="text-sm text-ink-muted">Chưa có thành viên.</p>} />
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Tạm dừng tự chạy' })).toHaveLength(1);
    await expect(canvas.getByText('Chưa có thành viên.')).toBeVisible();
  },
};
