import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INVOICE_LABELS } from '../../../contract/invoices';
import { demoInvoice, LONG_LINES } from '../../../mocks/invoice-data';
import { InvoiceSheet } from './invoice-sheet';

const meta = {
  title: 'features/manager/repairs/InvoiceSheet',
  component: InvoiceSheet,
  args: { invoice: demoInvoice() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof InvoiceSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of the totals that reads `label`, as a person reads it across. */
function totalRow(canvasElement: HTMLElement, label: string) {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return { term, value: term.nextElementSibling as HTMLElement };
}

/** Paid in cash: numbered, the cashier named, 1.250.000 đ in figures and in words. */
export const Paid: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: INVOICE_LABELS.title })).toBeVisible();
    await expect(canvas.getByText('000128')).toBeVisible();
    await expect(canvas.getByText(/Mã số thuế/)).toHaveTextContent('Mã số thuế: 0316 842 975');
    await expect(canvas.getByText('42.350 km')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('row', { name: /Má phanh trước/ })).toHaveTextContent('6 tháng hoặc 10.000 km');
    await expect(canvas.getByRole('row', { name: /Công thay má phanh/ })).toHaveTextContent('1,5');
    await expect(totalRow(canvasElement, INVOICE_LABELS.total).value).toHaveTextContent('1.250.000 đ');
    await expect(canvas.getByText('Một triệu hai trăm năm mươi nghìn đồng.')).toBeVisible();
    await expect(canvas.getByText('Tiền mặt')).toBeVisible();
    await expect(canvas.getAllByText('Lê Thị Hồng')).toHaveLength(2);
  },
};

/** Before the payment: a 'tạm tính' preview without a number, not paid yet. */
export const PreviewBeforePayment: Story = {
  args: { invoice: demoInvoice({ paid: false }) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: INVOICE_LABELS.previewTitle })).toBeVisible();
    await expect(canvas.getByText(INVOICE_LABELS.previewNote)).toBeVisible();
    await expect(canvas.queryByText(/^\d{6}$/)).toBeNull();
    await expect(canvas.getByText(INVOICE_LABELS.unpaid)).toBeVisible();
  },
};

/** A discount, then VAT 10 % on what is left: 1.250.000 − 50.000 + 120.000 = 1.320.000 đ. */
export const DiscountAndVat: Story = {
  args: { invoice: demoInvoice({ discount: 50_000, vatRate: 10 }) },
  async play({ canvasElement }) {
    await expect(totalRow(canvasElement, INVOICE_LABELS.subtotal).value).toHaveTextContent('1.250.000 đ');
    await expect(totalRow(canvasElement, INVOICE_LABELS.discount).value).toHaveTextContent('−50.000 đ');
    await expect(totalRow(canvasElement, 'Thuế GTGT (10%)').value).toHaveTextContent('120.000 đ');
    await expect(totalRow(canvasElement, INVOICE_LABELS.total).value).toHaveTextContent('1.320.000 đ');
    await expect(within(canvasElement).getByText('Một triệu ba trăm hai mươi nghìn đồng.')).toBeVisible();
  },
};

/** Nineteen lines: the table runs on, every line numbered, the totals after the last. */
export const LongList: Story = {
  args: { invoice: demoInvoice({ lines: LONG_LINES, vatRate: 8 }) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(LONG_LINES.length + 1);
    await expect(canvas.getByRole('row', { name: /Kiểm tra hệ thống điện/ })).toHaveTextContent(String(LONG_LINES.length));
    await expect(totalRow(canvasElement, INVOICE_LABELS.total).value).toHaveTextContent('15.500.700 đ');
  },
};

/** The A5 layout: the same sheet, smaller, still every column on the paper's width. */
export const A5: Story = {
  args: { paper: 'a5', invoice: demoInvoice({ discount: 50_000, vatRate: 10 }) },
  async play({ canvasElement }) {
    const sheet = within(canvasElement).getByRole('article');
    await expect(sheet).toHaveAttribute('data-paper', 'a5');
    // The table's box scrolls sideways only when its columns do not fit: on A5 they do.
    const box = within(sheet).getByRole('table').parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
