import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { createCreditAccount, listCreditAccounts, listReceivables, updateCreditAccount, type CreditAccount } from '../../../contract/payments';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { moneyText } from '../../../.storybook/story-money';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { demoAccounts, demoRows, fleet, receivablesOf } from './receivables-story-kit';
import { ReceivablesScreen } from './receivables-screen';

const asked = fn();
const sent = fn();

const meta = {
  title: 'features/manager/receivables/ReceivablesScreen',
  tags: ['screen'],
  component: ReceivablesScreen,
  args: { isMaster: false },
  parameters: { route: '/manager/receivables' },
  beforeEach({ msw }) {
    asked.mockClear();
    sent.mockClear();
    msw.use(
      mockOk(listReceivables, (request) => {
        const params = new URL(request.url).searchParams;
        asked(Object.fromEntries(params));
        return receivablesOf(
          demoRows.filter(
            (row) =>
              (!params.get('bucket') || row.bucket === params.get('bucket')) &&
              (!params.get('branch') || row.branch === params.get('branch')) &&
              (!params.get('creditAccountId') || row.creditAccount._id === params.get('creditAccountId')),
          ),
        );
      }),
      mockOk(listCreditAccounts, demoAccounts),
      http.post(createCreditAccount.path, async ({ request }) => {
        const body = createCreditAccount.body!.parse(await request.json());
        sent(body);
        return HttpResponse.json(createCreditAccount.response.parse({ ...body, _id: '69a1b2c3d4e5f60718293a4b', owed: 0, createdAt: '2026-03-20T02:00:00.000Z' } satisfies CreditAccount));
      }),
      http.put(updateCreditAccount.path, async ({ request, params }) => {
        const body = updateCreditAccount.body!.parse(await request.json());
        sent(body);
        const account = demoAccounts.find((item) => item._id === params.id)!;
        return HttpResponse.json(updateCreditAccount.response.parse({ ...account, ...body }));
      }),
    );
  },
} satisfies Meta<typeof ReceivablesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bucket figures, once they have arrived. */
const buckets = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByText('Tổng công nợ', { selector: 'dt' });
  return within(canvasElement);
};
const balanceOf = (canvas: ReturnType<typeof within>, label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** Four receivables, one per bucket: each bucket's balance, and the total equal to their sum and to the rows'. */
export const WithBuckets: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const list = await buckets(canvasElement);
    await step('each bucket and the total, which is their sum', async () => {
      await expect(balanceOf(list, 'Chưa đến hạn')).toHaveTextContent(moneyText(1_800_000));
      await expect(balanceOf(list, 'Quá hạn 1-30 ngày')).toHaveTextContent(moneyText(1_800_000));
      await expect(balanceOf(list, 'Quá hạn 31-60 ngày')).toHaveTextContent(moneyText(2_450_000));
      await expect(balanceOf(list, 'Quá hạn trên 60 ngày')).toHaveTextContent(moneyText(3_200_000));
      await expect(balanceOf(list, 'Tổng công nợ')).toHaveTextContent(moneyText(9_250_000));
      await expect(demoRows.reduce((sum, row) => sum + row.balance, 0)).toBe(9_250_000);
    });
    await step('a row: the job links to its page, the account to its statement, days overdue said', async () => {
      const row = canvas.getByRole('row', { name: /SC3C4D/ });
      await expect(within(row).getByRole('link', { name: 'Phiếu sửa chữa SC3C4D' })).toHaveAttribute('href', `/manager/repairs/${demoRows[1]!.repairId}`);
      await expect(within(row).getByRole('link', { name: fleet.name })).toHaveAttribute('href', `/manager/receivables/${fleet._id}`);
      await expect(row).toHaveTextContent('40 ngày');
      await expect(row).toHaveTextContent(moneyText(2_450_000));
      await expect(canvas.getByRole('row', { name: /SC7G8H/ })).toHaveTextContent('Chưa đến hạn');
    });
  },
};

/** Only what is over 60 days: asked of the server, kept in the address. */
export const FilterByBucket: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await buckets(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tuổi nợ' }), 'Quá hạn trên 60 ngày');
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith({ bucket: 'over-60' }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /SC3C4D/ })).toBeNull());
    await expect(canvas.getByRole('row', { name: /SC1A2B/ })).toBeVisible();
    await expect(balanceOf(await buckets(canvasElement), 'Tổng công nợ')).toHaveTextContent(moneyText(3_200_000));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Khách được ghi nợ' }), 'Phạm Minh Khoa');
    await expect(await canvas.findByText(messages.cashbookScreen.receivablesFilteredEmpty)).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(listReceivables, receivablesOf([])));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.cashbookScreen.receivablesEmpty)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listReceivables));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Đang tải...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listReceivables, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.cashbookScreen.receivablesLoadFailed)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await buckets(canvasElement);
    await expect(await within(canvasElement).findByRole('row', { name: /SC1A2B/ })).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

/** The accounts tab for staff: the list with what each owes, no way to add or edit. */
export const CreditAccounts: Story = {
  parameters: { route: '/manager/receivables?tab=khach' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Vận tải Phú Thịnh/ });
    await expect(row).toHaveTextContent('Công ty');
    await expect(row).toHaveTextContent(moneyText(50_000_000));
    await expect(row).toHaveTextContent('30 ngày');
    await expect(row).toHaveTextContent(moneyText(7_450_000));
    await expect(canvas.getByRole('row', { name: /Taxi Bình An/ })).toHaveTextContent('Ngừng cho nợ');
    await expect(canvas.queryByRole('button', { name: 'Thêm khách được ghi nợ' })).toBeNull();
  },
};

/** A master allows a company credit: the limit typed '80000000' reads '80.000.000'; the contract's words for what is missing. */
export const CreateCreditAccount: Story = {
  args: { isMaster: true },
  parameters: { route: '/manager/receivables?tab=khach' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Vận tải Phú Thịnh/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm khách được ghi nợ' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Thêm khách được ghi nợ' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cho ghi nợ' }));
    await expect(await dialog.findByText(messages.money.creditKindRequired)).toBeVisible();
    await expect(dialog.getByText(messages.money.creditNameRequired)).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Công ty' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Tên khách hàng hoặc công ty/ }), 'Công ty CP Du lịch Sài Gòn Xanh');
    await userEvent.type(dialog.getByRole('textbox', { name: /E-mail/ }), 'ketoan@saigonxanh.vn');
    const limit = dialog.getByRole('textbox', { name: /Hạn mức nợ/ });
    await userEvent.type(limit, '80000000');
    await expect(limit).toHaveValue('80.000.000');
    await userEvent.click(dialog.getByRole('button', { name: 'Cho ghi nợ' }));
    await expectToast(canvasElement, format(messages.cashbookScreen.creditAccountCreated, { name: 'Công ty CP Du lịch Sài Gòn Xanh' }), 'success');
    await expect(sent).toHaveBeenCalledWith(expect.objectContaining({ kind: 'company', name: 'Công ty CP Du lịch Sài Gòn Xanh', email: 'ketoan@saigonxanh.vn', limit: 80_000_000, days: 30, active: true }));
  },
};

/** A master lowers a limit and the server refuses it in its words; the dialog stays with what was typed. */
export const EditRefused: Story = {
  args: { isMaster: true },
  parameters: { route: '/manager/receivables?tab=khach' },
  beforeEach({ msw }) {
    msw.use(mockError(updateCreditAccount, 409, format(messages.money.creditOverLimit, { name: fleet.name, owed: moneyText(7_450_000), limit: moneyText(5_000_000) })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Vận tải Phú Thịnh/ });
    await userEvent.click(canvas.getByRole('button', { name: `Sửa ${fleet.name}` }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: `Sửa ghi nợ: ${fleet.name}` }));
    const limit = dialog.getByRole('textbox', { name: /Hạn mức nợ/ });
    await expect(limit).toHaveValue('50.000.000');
    await userEvent.clear(limit);
    await userEvent.type(limit, '5.000.000');
    await userEvent.click(dialog.getByRole('button', { name: 'Lưu' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(format(messages.money.creditOverLimit, { name: fleet.name, owed: moneyText(7_450_000), limit: moneyText(5_000_000) }));
    await expect(limit).toHaveValue('5.000.000');
  },
};

export const CreditAccountsFailed: Story = {
  parameters: { route: '/manager/receivables?tab=khach' },
  beforeEach({ msw }) {
    msw.use(mockError(listCreditAccounts, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.cashbookScreen.creditAccountsLoadFailed)).toBeVisible();
  },
};
