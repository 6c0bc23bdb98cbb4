import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { getStatement, getStatementPdf, mailStatement } from '../../../contract/payments';
import { mockError, mockFile, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { moneyText } from '../../../.storybook/story-money';
import { expectToast } from '../../../.storybook/story-toast';
import { expectNoSideScroll } from '../manager-story-kit';
import { demoStatement, fleet, regular } from './receivables-story-kit';
import { StatementScreen } from './statement-screen';

const meta = {
  title: 'features/manager/receivables/StatementScreen',
  tags: ['screen'],
  component: StatementScreen,
  args: { creditAccountId: fleet._id },
  parameters: { route: `/manager/receivables/${fleet._id}` },
  beforeEach({ msw }) {
    msw.use(
      mockOk(getStatement, demoStatement),
      mockFile(getStatementPdf, () => ({ fileName: 'bang-ke-cong-no-phu-thinh-2026-03-20.pdf', text: '%PDF-1.4', type: 'application/pdf' })),
      mockOk(mailStatement, { message: format(messages.money.statementMailed, { email: fleet.email }) }),
    );
  },
} satisfies Meta<typeof StatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** The company's jobs on credit and its payment, the balance after each row, the totals and what is overdue. */
export const Rows: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Vận tải Phú Thịnh/ })).toBeVisible();
    await expect(canvas.getByText(/Mã số thuế 0312345678/)).toBeVisible();
    await step('each row with the running balance', async () => {
      const rows = canvas.getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(4);
      await expect(rows[2]).toHaveTextContent('Đã trả: Chuyển khoản');
      await expect(rows[2]).toHaveTextContent(moneyText(-550_000));
      await expect(rows[2]).toHaveTextContent(moneyText(5_650_000));
      await expect(rows[3]).toHaveTextContent(moneyText(7_450_000));
    });
    await step('the totals: charged less paid is the balance', async () => {
      await expect(figure(canvasElement, 'Tổng ghi nợ')).toHaveTextContent(moneyText(8_000_000));
      await expect(figure(canvasElement, 'Đã trả')).toHaveTextContent(moneyText(550_000));
      await expect(figure(canvasElement, 'Còn nợ')).toHaveTextContent(moneyText(7_450_000));
      await expect(figure(canvasElement, 'Quá hạn')).toHaveTextContent(moneyText(5_650_000));
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Tải PDF' }));
    await expectToast(canvasElement, format(messages.exports.success, { file: 'bang-ke-cong-no-phu-thinh-2026-03-20.pdf' }), 'success');
  },
};

/** Mailed: the server's own sentence. */
export const Mailed: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Gửi qua e-mail' }));
    await expectToast(canvasElement, format(messages.money.statementMailed, { email: fleet.email }), 'success');
  },
};

/** No e-mail on the account: the server's 409 in its words. */
export const NoEmail: Story = {
  args: { creditAccountId: regular._id },
  beforeEach({ msw }) {
    msw.use(
      mockOk(getStatement, { ...demoStatement, creditAccount: regular, rows: [], balance: 0, overdue: 0 }),
      mockError(mailStatement, 409, format(messages.money.statementNoEmail, { name: regular.name })),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.cashbookScreen.statementEmpty)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi qua e-mail' }));
    await expectToast(canvasElement, format(messages.money.statementNoEmail, { name: regular.name }), 'error');
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(getStatement));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: messages.common.loading })).toBeInTheDocument();
  },
};

/** No such account: the server's 404 words and no retry. */
export const NotFound: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(getStatement, 404, messages.money.creditAccountNotFound));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.money.creditAccountNotFound)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { level: 1, name: /Vận tải Phú Thịnh/ });
    await expectNoSideScroll(canvasElement);
  },
};
