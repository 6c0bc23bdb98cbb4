import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { formatPrice } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { getPaymentRequest } from '../../contract/payment-request';
import { tlvValue } from '../../contract/vietqr';
import { transferNoteFor } from '../../contract/transfer-reference';
import { vietqrPayload } from '../../contract/vietqr';
import { moneyText } from '../../.storybook/story-money';
import { PaymentQr } from './payment-qr';

const REPAIR_ID = '69a1000000000000000b0001';

// Entities may not read mocks/, so the answers are written here, checked by the contract's schema
// as the server's would be, and the code is built as the server builds it so it scans.
function demoPaymentRequest(code: string, amount: number) {
  const note = transferNoteFor(code);
  const account = { bin: '970436', accountNumber: '0071001234567' };
  return getPaymentRequest.response.parse({ amount, payload: vietqrPayload({ ...account, amount, note }), bank: 'Vietcombank', ...account, accountName: 'CONG TY TNHH GARA O TO DUC PHAT', note });
}
const answer = (respond: (request: Request) => unknown) => http.get(getPaymentRequest.path, ({ request }) => HttpResponse.json(respond(request) as object));
const refuse = (status: number, message: string) => http.get(getPaymentRequest.path, () => HttpResponse.json({ message }, { status }));
const request = demoPaymentRequest('K7M2QX', 2_450_000);
const text = messages.vietqr;

const meta = {
  title: 'entities/repair/PaymentQr',
  component: PaymentQr,
  args: { repairId: REPAIR_ID, className: 'max-w-2xl' },
  beforeEach({ msw }) {
    msw.use(answer(() => request));
  },
} satisfies Meta<typeof PaymentQr>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code of the balance and, beside it, what to type without it; the note the garage matches by. */
export const Shown: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: format(text.qrLabel, { amount: formatPrice(2_450_000) }) })).toBeVisible();
    await expect(canvas.getByText('Vietcombank')).toBeVisible();
    await expect(canvas.getByText('0071001234567')).toBeVisible();
    await expect(canvas.getByText('CONG TY TNHH GARA O TO DUC PHAT')).toBeVisible();
    await expect(canvas.getByText(moneyText(2_450_000))).toBeVisible();
    await expect(canvas.getByText(text.noteLabel)).toBeVisible();
    await expect(canvas.getByText('SC K7M2QX')).toBeVisible();
    await expect(tlvValue(request.payload, '62', '08')).toBe('SC K7M2QX');
  },
};

/** On a phone the code cannot scan itself: the account number and the note copy with a tap. */
export const CopiesForAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(await canvas.findByRole('button', { name: text.copyAccountNumber }));
      await expect(write).toHaveBeenLastCalledWith('0071001234567');
      await userEvent.click(canvas.getByRole('button', { name: text.copyNote }));
      await expect(write).toHaveBeenLastCalledWith('SC K7M2QX');
    } finally {
      write.mockRestore();
    }
  },
};

export const Phone: Story = {
  ...Shown,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A guest's code and phone go with the question, as on the tracking page. */
export const ForAGuest: Story = {
  args: { code: 'K7M2QX', phone: '0912345678' },
  beforeEach({ msw }) {
    msw.use(
      answer((req) => {
        const query = new URL(req.url).searchParams;
        if (query.get('code') !== 'K7M2QX' || query.get('phone') !== '0912345678') throw new Error('the guest lookup is missing');
        return request;
      }),
    );
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('SC K7M2QX')).toBeVisible();
  },
};

/** A deposit asks for its own sum. */
export const Deposit: Story = {
  args: { deposit: 1_000_000 },
  beforeEach({ msw }) {
    msw.use(answer((req) => demoPaymentRequest('K7M2QX', Number(new URL(req.url).searchParams.get('amount')))));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(moneyText(1_000_000))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(getPaymentRequest.path, async () => {
        await delay('infinite');
        return HttpResponse.json(null);
      }),
    );
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text.loadingQr);
  },
};

/** The branch has no account yet: the server's words, no retry button (trying again changes nothing). */
export const BranchWithoutAccount: Story = {
  beforeEach({ msw }) {
    msw.use(refuse(409, format(text.noBankAccount, { branch: 'Chi nhánh Thủ Đức' })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(format(text.noBankAccount, { branch: 'Chi nhánh Thủ Đức' }))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A lost connection: said so, and tried again on request. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(getPaymentRequest.path, () => HttpResponse.error()));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.qrLoadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.retry }));
    await expect(await canvas.findByText(text.qrLoadFailed)).toBeVisible();
  },
};
