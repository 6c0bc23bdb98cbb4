import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { getInvoice, getInvoicePdf, INVOICE_LABELS, invoiceFileName } from '../../../contract/invoices';
import { format, messages } from '../../../contract/messages';
import { getPaymentRequest } from '../../../contract/payment-request';
import { formatPrice } from '../../../contract/format';
import { demoPaymentRequest } from '../../../mocks/data/bank-accounts';
import { mockError, mockFile, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { demoInvoice } from '../../../mocks/invoice-data';
import { expectToast } from '../../../.storybook/story-toast';
import { expectNoSideScroll } from '../manager-story-kit';
import { InvoicePage } from './invoice-page';

const invoice = demoInvoice({ discount: 50_000, vatRate: 10 });

const meta = {
  title: 'features/manager/repairs/InvoicePage',
  tags: ['screen'],
  component: InvoicePage,
  args: { repairId: invoice.repairId },
  parameters: { route: `/manager/repairs/${invoice.repairId}/invoice` },
  globals: { viewport: { value: 'desktop' } },
  beforeEach({ msw }) {
    msw.use(
      mockOk(getInvoice, invoice),
      mockFile(getInvoicePdf, () => ({ fileName: invoiceFileName(invoice.code), text: '%PDF-1.3\n%%EOF\n', type: 'application/pdf' })),
      mockOk(getPaymentRequest, demoPaymentRequest(invoice.code, invoice.totals.total)),
    );
  },
} satisfies Meta<typeof InvoicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet with its total and words; A4 or A5, printed by the browser or downloaded as the server's PDF. */
export const Success: Story = {
  tags: ['visual'],
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const sheet = await canvas.findByRole('article', { name: INVOICE_LABELS.title });
    await step('the total, in figures and in words', async () => {
      const total = within(sheet).getByText(INVOICE_LABELS.total, { selector: 'dt' }).nextElementSibling;
      await expect(total).toHaveTextContent('1.320.000 đ');
      await expect(within(sheet).getByText('Một triệu ba trăm hai mươi nghìn đồng.')).toBeVisible();
      await expect(canvas.getByRole('link', { name: `Phiếu ${invoice.code}` })).toHaveAttribute('href', `/manager/repairs/${invoice.repairId}`);
    });
    await step('A5 lays the sheet out for the smaller paper, and the print stylesheet asks for it', async () => {
      await expect(canvas.getByRole('radio', { name: 'A4' })).toBeChecked();
      await userEvent.click(canvas.getByRole('radio', { name: 'A5' }));
      await expect(sheet).toHaveAttribute('data-paper', 'a5');
      await expect(canvasElement.querySelector('style')?.textContent).toContain('size: A5 portrait');
    });
    await step("'In' opens the browser's print dialog", async () => {
      const print = spyOn(window, 'print').mockImplementation(() => undefined);
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'In' }));
        await expect(print).toHaveBeenCalledOnce();
      } finally {
        print.mockRestore();
      }
    });
    await step("'Tải PDF' saves the server's file under the job's code", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Tải PDF' }));
      await expectToast(canvasElement, format(messages.exports.success, { file: 'hoa-don-R1A2QL.pdf' }), 'success');
    });
  },
};

/** Not paid yet: the preview, and under it the VietQR code of what is owed for the customer at the desk to scan. */
export const UnpaidWithQr: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(getInvoice, { ...invoice, invoiceNumber: null, payment: null }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: INVOICE_LABELS.previewTitle });
    await expect(await canvas.findByRole('img', { name: format(messages.vietqr.qrLabel, { amount: formatPrice(invoice.totals.total) }) })).toBeVisible();
    await expect(canvas.getByText(`SC ${invoice.code}`)).toBeVisible();
  },
};

/** Paid: no payment code. */
export const PaidNoQr: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: INVOICE_LABELS.title });
    await expect(canvas.queryByText(messages.vietqr.scanTitle)).toBeNull();
  },
};

/** Deposits already cover it: the server's words instead of a code. */
export const UnpaidNothingOwed: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getInvoice, { ...invoice, invoiceNumber: null, payment: null }), mockError(getPaymentRequest, 409, messages.money.nothingOwed));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.money.nothingOwed)).toBeVisible();
  },
};

/** A job whose quote has no answer yet has no invoice: the server's words, and the way back to the job. */
export const NoAnsweredQuote: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getInvoice, 404, messages.invoices.notReady));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.invoices.notReady)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Thử lại/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Phiếu sửa chữa' })).toBeVisible();
  },
};

/** The server failed: the page's own words and a retry. */
export const LoadFailed: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(getInvoice, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.invoices.loadFailed)).toBeVisible();
  },
};

/** The PDF could not be made: the sheet stays, a toast says so. */
export const PdfFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getInvoicePdf, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tải PDF' }));
    await expectToast(canvasElement, messages.invoices.pdfFailed, 'error');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Tải PDF' })).toBeEnabled());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getInvoice));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** On a phone the sheet keeps to the screen's width; only the table scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('article', { name: INVOICE_LABELS.title });
    await expectNoSideScroll(canvasElement);
  },
};
