import type { Meta, StoryObj } from '@storybook/react-vite';
import { List, SquarePen } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  tags: ['visual'],
  title: 'ui/Tabs',
  component: Tabs,
  args: { defaultValue: 'list', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Quản lý">
        <TabsTrigger value="form">
          <SquarePen aria-hidden="true" /> Thêm / sửa
        </TabsTrigger>
        <TabsTrigger value="list">
          <List aria-hidden="true" /> Danh sách
        </TabsTrigger>
        <TabsTrigger value="archive" disabled>
          Lưu trữ
        </TabsTrigger>
      </TabsList>
      <TabsContent value="form">
        <p className="text-sm">Biểu mẫu thêm hoặc sửa.</p>
      </TabsContent>
      <TabsContent value="list">
        <p className="text-sm">Danh sách các mục.</p>
      </TabsContent>
      <TabsContent value="archive">Lưu trữ</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tab', { name: 'Danh sách' });
    const form = canvas.getByRole('tab', { name: 'Thêm / sửa' });
    await expect(list).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Danh sách các mục.');

    await userEvent.click(form);
    await expect(form).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('form');
    await expect(canvas.getByRole('tabpanel', { name: 'Thêm / sửa' })).toHaveTextContent('Biểu mẫu thêm hoặc sửa.');

    // Arrow keys move and select; the disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(list).toHaveFocus();
    await expect(list).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(form).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(list).toHaveFocus();
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Pills: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList variant="pills" aria-label="Sắp xếp">
        <TabsTrigger value="list">Mới nhất</TabsTrigger>
        <TabsTrigger value="form">Mặc định</TabsTrigger>
      </TabsList>
      <TabsContent value="list">Sắp xếp mới nhất.</TabsContent>
      <TabsContent value="form">Sắp xếp mặc định.</TabsContent>
    </Tabs>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Mặc định' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Sắp xếp mặc định.');
  },
};

/** Editing a row switches to the form tab from outside, as manager screens do. */
export const Controlled: Story = {
  render: function Render() {
    const [tab, setTab] = useState('list');
    return (
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Quản lý">
          <TabsTrigger value="form">Thêm / sửa</TabsTrigger>
          <TabsTrigger value="list">Danh sách</TabsTrigger>
        </TabsList>
        <TabsContent value="form">
          <Button variant="outline" onClick={() => setTab('list')}>
            Lưu và quay lại danh sách
          </Button>
        </TabsContent>
        <TabsContent value="list">
          <Button variant="outline" onClick={() => setTab('form')}>
            Sửa mục 1
          </Button>
        </TabsContent>
      </Tabs>
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sửa mục 1' }));
    await expect(canvas.getByRole('tab', { name: 'Thêm / sửa' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu và quay lại danh sách' }));
    await expect(canvas.getByRole('tab', { name: 'Danh sách' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      {(['line', 'pills'] as const).map((variant) => (
        <Tabs key={variant} {...args}>
          <TabsList variant={variant} aria-label={`Kiểu ${variant}`}>
            <TabsTrigger value="form">Thêm / sửa</TabsTrigger>
            <TabsTrigger value="list">Danh sách</TabsTrigger>
            <TabsTrigger value="archive" disabled>
              Lưu trữ
            </TabsTrigger>
          </TabsList>
          <TabsContent value="form">Biểu mẫu ({variant}).</TabsContent>
          <TabsContent value="list">Danh sách ({variant}).</TabsContent>
          <TabsContent value="archive">Lưu trữ</TabsContent>
        </Tabs>
      ))}
    </div>
  ),
};
