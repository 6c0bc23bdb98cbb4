import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from './badge';
import { Button } from './button';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: string;
  name: string;
  email: string;
  status: 'active' | 'locked';
}

const rows: Row[] = Array.from({ length: 23 }, (_, index) => ({
  id: `u${index + 1}`,
  name: `Người dùng ${index + 1}`,
  email: `user${index + 1}@example.com`,
  status: index % 4 === 3 ? 'locked' : 'active',
}));

const columns: DataTableColumn<Row>[] = [
  { key: 'index', header: '#', cell: (_row, index) => index + 1, align: 'right', className: 'w-12 text-ink-muted' },
  { key: 'name', header: 'Họ tên', cell: (row) => <span className="font-semibold">{row.name}</span> },
  { key: 'email', header: 'Email', cell: (row) => row.email },
  {
    key: 'status',
    header: 'Trạng thái',
    cell: (row) => (row.status === 'active' ? <Badge tone="green">Hoạt động</Badge> : <Badge tone="red">Đã khóa</Badge>),
  },
];

const edit = fn();
const remove = fn();

const meta = {
  tags: ['visual'],
  title: 'ui/DataTable',
  component: DataTable<Row>,
  args: {
    caption: 'Danh sách tài khoản',
    columns,
    rows,
    getRowKey: (row: Row) => row.id,
    rowActions: (row: Row) => (
      <>
        <Button size="icon" variant="ghost" aria-label={`Sửa ${row.name}`} onClick={() => edit(row.id)}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button size="icon" variant="ghost" className="text-danger hover:bg-danger-soft" aria-label={`Xóa ${row.name}`} onClick={() => remove(row.id)}>
          <Trash2 aria-hidden="true" />
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof DataTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);

/** 10 rows per page, total count, pager below, actions per row. */
export const Paged: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Danh sách tài khoản' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['#', 'Họ tên', 'Email', 'Trạng thái', 'Thao tác']);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Tổng số: 23')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Sửa Người dùng 2' }));
    await expect(edit).toHaveBeenCalledWith('u2');

    await userEvent.click(canvas.getByRole('button', { name: 'Trang 3' }));
    await expect(bodyRows(canvasElement)).toHaveLength(3);
    await expect(within(bodyRows(canvasElement)[0]!).getByText('Người dùng 21')).toBeVisible();
    await expect(within(bodyRows(canvasElement)[0]!).getByText('21')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Danh sách tài khoản' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải...');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(/Tổng số/)).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'Chưa có tài khoản nào.' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Chưa có tài khoản nào.' })).toBeVisible();
    await expect(canvas.getByText('Tổng số: 0')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** One page only: no pager. */
export const OnePage: Story = {
  args: { rows: rows.slice(0, 4), rowActions: undefined },
  async play({ canvasElement }) {
    await expect(bodyRows(canvasElement)).toHaveLength(4);
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/**
 * Paged on the server: `total` counts every row, `rows` is the page the server sent. The
 * count and the pager agree (230 rows, 5 a page: 46 pages) and a page change asks for rows.
 */
export const ServerPaged: Story = {
  args: { pageSize: 5, total: 230, totalLabel: (count: number) => `Có ${count} kết quả`, hideCaption: true, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(1);
    // What the server would send for the page: 5 rows, numbered across all 230.
    const pageRows = Array.from({ length: 5 }, (_, index) => {
      const position = (page - 1) * 5 + index + 1;
      return { id: `s${position}`, name: `Người dùng ${position}`, email: `user${position}@example.com`, status: 'active' as const };
    });
    return (
      <DataTable
        {...args}
        rows={pageRows}
        page={page}
        onPageChange={(next) => {
          args.onPageChange?.(next);
          setPage(next);
        }}
      />
    );
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(canvas.getByText('Có 230 kết quả')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang 46' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Trang 47' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Trang 46' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(46);
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    // Row numbers count across pages: the last page starts at row 226.
    await expect(within(bodyRows(canvasElement)[0]!).getByText('226')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
  },
};

/** The caption's heading fits the page's outline: h3 by default, any level from 2 to 6. */
export const HeadingLevel: Story = {
  args: { headingLevel: 2, rows: rows.slice(0, 3) },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Danh sách tài khoản' })).toBeVisible();
  },
};

/** Removing the only row of the last page falls back to the previous page. */
export const DeleteLastRowOfLastPage: Story = {
  render: function Render(args) {
    const [data, setData] = useState(rows.slice(0, 11));
    return (
      <DataTable
        {...args}
        rows={data}
        rowActions={(row) => (
          <Button size="sm" variant="outline" onClick={() => setData((current) => current.filter((item) => item.id !== row.id))}>
            Xóa {row.name}
          </Button>
        )}
      />
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Xóa Người dùng 11' }));
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Tổng số: 10')).toBeVisible();
  },
};

/** A narrow screen: the table scrolls sideways and the scroller is keyboard-reachable. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  async play({ canvasElement }) {
    const region = await within(canvasElement).findByRole('region', { name: 'Danh sách tài khoản' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="flex flex-col gap-8">
      <DataTable {...args} caption="Phân trang tại chỗ" />
      <DataTable {...args} caption="Phân trang trên máy chủ" rows={rows.slice(0, 5)} pageSize={5} total={230} rowActions={undefined} />
      <DataTable {...args} caption="Đang tải" loading />
      <DataTable {...args} caption="Chưa có dữ liệu" rows={[]} emptyMessage="Chưa có tài khoản nào." />
      <DataTable {...args} caption="Tiêu đề cấp 4" headingLevel={4} rows={rows.slice(0, 2)} />
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(5);
    const serverPager = canvas.getByRole('navigation', { name: 'Phân trang: Phân trang trên máy chủ' });
    await expect(within(serverPager).getByRole('button', { name: 'Trang 46' })).toBeVisible();
    await expect(canvas.getByText('Tổng số: 230')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải...');
    await expect(canvas.getByRole('cell', { name: 'Chưa có tài khoản nào.' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Tiêu đề cấp 4' })).toBeVisible();
  },
};

/** On a 375 px phone each row is a card: every value after its column's name, actions below; nothing scrolls sideways. */
export const StackedOnPhone: Story = {
  args: { stackOnPhone: true, rows: rows.slice(0, 3) },
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    const cell = canvas.getByRole('cell', { name: 'user1@example.com' });
    await expect(cell).toHaveAttribute('data-label', 'Email');
    await expect(getComputedStyle(cell, '::before').content).toBe('"Email"');
    await expect(canvas.queryByRole('region')).toBeNull();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** The same table from 640 px up is an ordinary table. */
export const StackedOnPhoneAtDesktop: Story = {
  args: { stackOnPhone: true, rows: rows.slice(0, 3) },
  async play({ canvasElement }) {
    const cell = within(canvasElement).getByRole('cell', { name: 'user1@example.com' });
    await expect(getComputedStyle(cell).display).toBe('table-cell');
  },
};
