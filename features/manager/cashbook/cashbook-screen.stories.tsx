import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getBranchSettings } from '../../../contract/branches';
import { getCashDay } from '../../../contract/cashbook';
import { garageToday } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { demoBranchSettings } from '../../../mocks/data/branches';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { moneyText } from '../../../.storybook/story-money';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { busyEntries, cashbookHandlers, closedDay, makeCashDay, STORY_DAY } from './cashbook-story-kit';
import { CashbookScreen } from './cashbook-screen';

const sent = fn();
const sentTo = (path: string) => sent.mock.calls.filter(([endpoint]) => endpoint === path).map(([, body]) => body);

const meta = {
  title: 'features/manager/cashbook/CashbookScreen',
  tags: ['screen'],
  component: CashbookScreen,
  args: { isMaster: false },
  parameters: { route: `/manager/cashbook?branch=quan-12&date=${STORY_DAY}` },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(mockOk(getBranchSettings, demoBranchSettings()), ...cashbookHandlers([makeCashDay({ entries: busyEntries() })], sent));
  },
} satisfies Meta<typeof CashbookScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure under its term ('Tồn đầu ngày', 'Tổng thu'...) in the day's summary. */
const figure = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const summary = async (canvasElement: HTMLElement) => within(canvasElement).findByText('Tồn đầu ngày');

/** The day opens: the morning's balance, three entries, the totals, and the balance the drawer should hold. */
export const OpenDayWithEntries: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await summary(canvasElement);
    await step('the totals are the sum of the rows: 2.000.000 + 1.600.000 - 400.000', async () => {
      await expect(figure(canvasElement, 'Tồn đầu ngày')).toHaveTextContent(moneyText(2_000_000));
      await expect(figure(canvasElement, 'Tổng thu')).toHaveTextContent(moneyText(1_600_000));
      await expect(figure(canvasElement, 'Tổng chi')).toHaveTextContent(moneyText(400_000));
      await expect(figure(canvasElement, 'Tồn cuối ngày')).toHaveTextContent(moneyText(3_200_000));
    });
    await step('a receipt and an expense say so in words and sign, not only colour', async () => {
      const expense = canvas.getByRole('row', { name: /Mua vật tư, phụ tùng/ });
      await expect(expense).toHaveTextContent('Chi');
      await expect(expense).toHaveTextContent(`−${moneyText(400_000)}`);
      const job = canvas.getByRole('row', { name: /Thu tiền sửa chữa/ });
      await expect(job).toHaveTextContent(`+${moneyText(1_250_000)}`);
      await expect(within(job).getByRole('link', { name: 'Phiếu sửa chữa SC7K2M' })).toHaveAttribute('href', expect.stringMatching(/^\/manager\/repairs\/[0-9a-f]{24}$/));
      await expect(canvas.getByRole('row', { name: /Thu tiền đơn hàng/ })).toHaveTextContent('Đơn A1B2C3');
    });
    await expect(canvas.getByRole('button', { name: 'Ghi thu chi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chốt sổ' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mở lại sổ' })).toBeNull();
  },
};

/** Nothing entered yet: the table says so, the balance is the morning's. */
export const OpenDayEmpty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(...cashbookHandlers([makeCashDay({ entries: [], openingBalance: 500_000 })], sent));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.cashbookScreen.dayEmpty)).toBeVisible();
    await expect(figure(canvasElement, 'Tồn cuối ngày')).toHaveTextContent(moneyText(500_000));
  },
};

/** An expense typed the Vietnamese way: '200000' shows as '200.000', the server gets 200000, the row and the totals follow. */
export const AddEntry: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await summary(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ghi thu chi' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Ghi thu chi tiền mặt' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ghi vào sổ' }));
    await expect(await dialog.findByText(messages.cashbook.kindRequired)).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Chi (tiền ra khỏi két)' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Danh mục/ }), 'Vận chuyển');
    const amount = dialog.getByRole('textbox', { name: /Số tiền/ });
    await userEvent.type(amount, '200000');
    await expect(amount).toHaveValue('200.000');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Ghi chú' }), 'Xe ôm chở phụ tùng');
    await userEvent.click(dialog.getByRole('button', { name: 'Ghi vào sổ' }));
    await expectToast(canvasElement, format(messages.cashbook.entrySaved, { kind: 'chi', amount: moneyText(200_000) }), 'success');
    await expect(sentTo('/api/cashbook/entries')).toEqual([{ branch: 'quan-12', day: STORY_DAY, kind: 'expense', category: 'Vận chuyển', amount: 200_000, note: 'Xe ôm chở phụ tùng' }]);
    await expect(await canvas.findByRole('row', { name: /Xe ôm chở phụ tùng/ })).toHaveTextContent(`−${moneyText(200_000)}`);
    await waitFor(() => expect(figure(canvasElement, 'Tổng chi')).toHaveTextContent(moneyText(600_000)));
    await expect(figure(canvasElement, 'Tồn cuối ngày')).toHaveTextContent(moneyText(3_000_000));
  },
};

/** Another desk closed the day meanwhile: the server's 409 in its words, in the dialog, the form kept. */
export const AddEntryRefusedClosedDay: Story = {
  beforeEach({ msw }) {
    const shown = makeCashDay({ entries: busyEntries() });
    // The page read the day open; the book itself is closed by now (the first handler answers the read).
    msw.use(mockOk(getCashDay, shown), ...cashbookHandlers([closedDay(3_200_000)], sent));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await summary(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ghi thu chi' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Ghi thu chi tiền mặt' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Thu (tiền vào két)' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Danh mục/ }), 'Bán phế liệu');
    await userEvent.type(dialog.getByRole('textbox', { name: /Số tiền/ }), '150.000');
    await userEvent.click(dialog.getByRole('button', { name: 'Ghi vào sổ' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(format(messages.cashbook.dayClosed, { branch: 'Quận 12', day: '20/03/2026' }));
    await expect(dialog.getByRole('textbox', { name: /Số tiền/ })).toHaveValue('150.000');
  },
};

/** Counting the drawer: the difference shows as it is typed, a shortage in words; once closed, adding and closing are gone. */
export const ClosingShowsDifference: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await summary(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chốt sổ' }));
    const dialogElement = await bodyOf(canvasElement).findByRole('dialog', { name: 'Chốt sổ quỹ ngày 20/03/2026' });
    const dialog = within(dialogElement);
    const counted = dialog.getByRole('textbox', { name: /Tiền mặt đếm được/ });
    const difference = dialog.getByTestId('close-difference');
    await step('nothing typed: nothing to compare', async () => {
      await expect(difference).toHaveTextContent('Chưa nhập số đếm');
      await userEvent.click(dialog.getByRole('button', { name: 'Xác nhận chốt sổ' }));
      await expect(await dialog.findByText(messages.cashbook.countedRequired)).toBeVisible();
    });
    await step('50.000 short, then 20.000 over, then exact, as typed', async () => {
      await userEvent.type(counted, '3150000');
      await expect(counted).toHaveValue('3.150.000');
      await expect(difference).toHaveTextContent(`Thiếu ${moneyText(50_000)}`);
      await userEvent.clear(counted);
      await userEvent.type(counted, '3.220.000');
      await expect(difference).toHaveTextContent(`Thừa ${moneyText(20_000)}`);
      await userEvent.clear(counted);
      await userEvent.type(counted, '3 150 000');
      await expect(difference).toHaveTextContent(`Thiếu ${moneyText(50_000)}`);
    });
    await step('closed with the shortage and a note', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: /Ghi chú/ }), 'Thối nhầm tiền cho khách');
      await userEvent.click(dialog.getByRole('button', { name: 'Xác nhận chốt sổ' }));
      await expectToast(canvasElement, format(messages.cashbook.closedSaved, { day: '20/03/2026', difference: `Thiếu ${moneyText(50_000)}` }), 'success');
      await expect(sentTo('/api/cashbook/close')).toEqual([{ branch: 'quan-12', day: STORY_DAY, countedCash: 3_150_000, note: 'Thối nhầm tiền cho khách' }]);
      await expect(await canvas.findByText(messages.cashbookScreen.dayClosedNote)).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Ghi thu chi' })).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Chốt sổ' })).toBeNull();
    });
  },
};

/** A closed day 50.000 short: the count, the shortage in words, who closed it and when; staff cannot reopen it. */
export const ClosedWithShortage: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'desktop' } },
  beforeEach({ msw }) {
    msw.use(...cashbookHandlers([closedDay(3_150_000)], sent));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const closing = within(await canvas.findByRole('region', { name: messages.cashbookScreen.dayClosedNote }));
    await expect(closing.getByText('Tiền mặt đếm được').nextElementSibling).toHaveTextContent(moneyText(3_150_000));
    await expect(closing.getByText(`Thiếu ${moneyText(50_000)}`)).toBeVisible();
    await expect(closing.getByText(/Lê Thị Thu lúc 18:00 20\/03\/2026/)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Lịch sử chốt sổ' })).getByText(/Thối nhầm tiền cho khách/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ghi thu chi' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Chốt sổ' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Mở lại sổ' })).toBeNull();
  },
};

/** Counted exactly what the book says. */
export const ClosedNoDifference: Story = {
  beforeEach({ msw }) {
    msw.use(...cashbookHandlers([closedDay(3_200_000)], sent));
  },
  async play({ canvasElement }) {
    const closing = within(await within(canvasElement).findByRole('region', { name: messages.cashbookScreen.dayClosedNote }));
    await expect(closing.getByText(messages.cashbookScreen.balanced)).toBeVisible();
  },
};

/** A master reopens the day: a reason is required, then the day takes entries again and the history keeps the reason. */
export const ReopenByMaster: Story = {
  args: { isMaster: true },
  beforeEach({ msw }) {
    msw.use(...cashbookHandlers([closedDay(3_150_000)], sent));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mở lại sổ' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Mở lại sổ quỹ ngày 20/03/2026' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mở lại sổ' }));
    await expect(await dialog.findByText(messages.cashbook.reopenReasonRequired)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Lý do mở lại/ }), 'Quên ghi tiền mua nước làm mát');
    await userEvent.click(dialog.getByRole('button', { name: 'Mở lại sổ' }));
    await expectToast(canvasElement, format(messages.cashbook.reopened, { day: '20/03/2026' }), 'success');
    await expect(sentTo('/api/cashbook/reopen')).toEqual([{ branch: 'quan-12', day: STORY_DAY, reason: 'Quên ghi tiền mua nước làm mát' }]);
    await expect(await canvas.findByRole('button', { name: 'Ghi thu chi' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Lịch sử chốt sổ' })).getByText('Lý do: Quên ghi tiền mua nước làm mát')).toBeVisible();
  },
};

/** No address: the staff member's usual branch (Thủ Đức) and today in Vietnam; the previous day is one click. */
export const UsualBranchToday: Story = {
  parameters: { route: '/manager/cashbook' },
  beforeEach({ msw }) {
    msw.use(mockOk(getBranchSettings, demoBranchSettings({ usualBranch: 'thu-duc' })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await summary(canvasElement);
    await expect(sent).toHaveBeenCalledWith('GET', { branch: 'thu-duc', day: garageToday() });
    await expect(canvas.getByRole('tab', { name: 'Thủ Đức' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Hôm sau' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Hôm trước' }));
    const yesterday = new Date(Date.parse(`${garageToday()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await waitFor(() => expect(sent).toHaveBeenCalledWith('GET', { branch: 'thu-duc', day: yesterday }));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getCashDay));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.common.loading)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(getCashDay, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.cashbookScreen.loadFailed)).toBeVisible();
  },
};

/** On a phone: figures two by two, each entry a card, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(...cashbookHandlers([closedDay(3_150_000)], sent));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('region', { name: messages.cashbookScreen.dayClosedNote });
    await expectNoSideScroll(canvasElement);
  },
};
