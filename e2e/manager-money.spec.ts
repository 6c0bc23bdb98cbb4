import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { BANK_SIGNATURE_HEADER, bankWebhook } from '../contract/bank-transfers';
import { buildPath } from '../contract/endpoint';
import { formatDay, formatPrice } from '../contract/format';
import { format, messages } from '../contract/messages';
import { recordPhoneAnswer, saveQuote, type Quote } from '../contract/repair-quotes';
import { moveRepair, openRepair, type RepairDetail } from '../contract/repairs';
import { nextStep, stepIndex, type RepairStep } from '../contract/repair-steps';
import { transferNoteFor } from '../contract/transfer-reference';
import { ACCOUNTS, apiLogin, auth, type Session, signInBrowser } from './sessions';
import { nameTechnicians } from './labour-helpers';

// The money journey (issue 42) against the real server: a deposit taken in cash on the job's
// page, the rest paid by a bank transfer whose webhook delivery the open page shows without a
// reload (the job closes by itself), and a cash day closed with a shortage.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

async function post<T>(request: APIRequestContext, session: Session, url: string, data: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const res = await request.fetch(url, { method, headers: auth(session), data });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

async function moveTo(request: APIRequestContext, desk: Session, id: string, target: RepairStep) {
  for (;;) {
    const job = (await (await request.get(`/api/repairs/${id}`, { headers: auth(desk) })).json()) as RepairDetail;
    if (stepIndex(job.step) >= stepIndex(target)) return job;
    // 'Kiểm tra lại' lets no job go on while an approved labour line has nobody on it (issue 44).
    if (job.unassignedLabour > 0) await nameTechnicians(request, auth(desk), job);
    await post(request, desk, buildPath(moveRepair.path, { id }), { step: nextStep(job.step), version: job.version });
  }
}

/** Vietnam's calendar day `offset` days from today. */
function vietnamDay(offset: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

test('a cash deposit at check-in, the balance paid by a bank transfer the open page shows by itself, a cash day closed short', async ({ page, request }) => {
  const desk = await apiLogin(request, ACCOUNTS.admin);
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const job = await post<RepairDetail>(request, desk, openRepair.path, {
    fullName: 'Phan Thanh Tùng',
    numberPhone: '0908 765 432',
    branch: 'quan-12',
    plate: `51L-${stamp.slice(0, 3).replace(/\D/g, '7').padEnd(3, '7')}.${String(Date.now() % 100).padStart(2, '0')}`,
    odometerKm: '61.500',
    fuelLevel: 50,
  });
  const plate = job.vehicle.plate;

  await signInBrowser(page, desk);
  await page.goto(`/manager/repairs/${job._id}`);
  const money = page.getByRole('region', { name: 'Thanh toán' });

  await test.step('the deposit, in cash, typed the Vietnamese way', async () => {
    await money.getByRole('button', { name: 'Thu cọc' }).click();
    const dialog = page.getByRole('dialog', { name: `Thu cọc xe ${plate}` });
    await dialog.getByRole('textbox', { name: /Số tiền/ }).fill('500000');
    await expect(dialog.getByRole('textbox', { name: /Số tiền/ })).toHaveValue('500.000');
    await dialog.getByText('Tiền mặt', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Tiền mặt' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Ghi tiền cọc' }).click();
    await expect(dialog).toBeHidden();
    await expect(money.getByRole('list', { name: 'Các khoản tiền của phiếu' })).toContainText('Đặt cọc');
    await expect(money).toContainText(formatPrice(500_000));
  });

  // The workshop's day, by API: the quote written and approved on the phone, the car at 'Bàn giao'.
  const atQuote = await moveTo(request, desk, job._id, 'quote');
  const saved = await post<Quote>(request, desk, buildPath(saveQuote.path, { id: job._id }), { lines: [{ kind: 'labour', description: 'Thay dầu và lọc dầu', quantity: 1, unitPrice: '1.800.000' }], vatRate: 0, version: atQuote.quote?.version ?? 0 }, 'PUT');
  await post(request, desk, buildPath(recordPhoneAnswer.path, { id: job._id }), { version: saved.version, signedName: 'Phan Thanh Tùng', lines: saved.lines.map((line) => ({ lineId: line._id, approved: true })) });
  await moveTo(request, desk, job._id, 'handover');
  await expect(money.getByText('Còn phải trả')).toBeVisible();
  await expect(money).toContainText(formatPrice(1_300_000));

  await test.step('the transfer arrives: the page shows it paid and the job closed, without a reload', async () => {
    const raw = JSON.stringify({
      id: Date.now(),
      gateway: 'Vietcombank',
      transactionDate: `${vietnamDay(0)} 10:15:00`,
      accountNumber: '1031234567',
      code: null,
      content: `MBVCB.8812.${transferNoteFor(job.code).replace(' ', '')}.CT tu 0908765432 PHAN THANH TUNG`,
      transferType: 'in',
      transferAmount: 1_300_000,
      referenceCode: `FT${Date.now()}`,
      accumulated: 0,
      description: '',
    });
    const signature = createHmac('sha256', process.env.E2E_BANK_WEBHOOK_SECRET!).update(raw).digest('hex');
    const unsigned = await request.post(bankWebhook.path, { headers: { 'content-type': 'application/json', [BANK_SIGNATURE_HEADER]: '00' }, data: raw });
    expect(unsigned.status()).toBe(401);
    const delivered = await request.post(bankWebhook.path, { headers: { 'content-type': 'application/json', [BANK_SIGNATURE_HEADER]: signature }, data: raw });
    expect(delivered.ok(), await delivered.text()).toBeTruthy();
    expect((await delivered.json()).status).toBe('matched');
    await expect(money.getByText('Đã thu đủ')).toBeVisible();
    await expect(money.getByRole('list', { name: 'Các khoản tiền của phiếu' })).toContainText('Chuyển khoản');
    await expect(page.getByText(/Bảo hành/).first()).toBeVisible();
  });

  await test.step("the deposit is in today's cash book at Quận 12", async () => {
    await page.goto(`/manager/cashbook?branch=quan-12&date=${vietnamDay(0)}`);
    await expect(page.getByRole('link', { name: `Phiếu sửa chữa ${job.code}` })).toBeVisible();
  });

  await test.step('a past day at Thủ Đức closed 50.000 đ short, and it takes no more entries', async () => {
    const day = vietnamDay(-2);
    await page.goto(`/manager/cashbook?branch=thu-duc&date=${day}`);
    await page.getByRole('button', { name: 'Ghi thu chi' }).click();
    const entry = page.getByRole('dialog', { name: 'Ghi thu chi tiền mặt' });
    await entry.getByText('Thu (tiền vào két)').click();
    await entry.getByRole('combobox', { name: /Danh mục/ }).selectOption('Tiền lẻ đầu ca');
    await entry.getByRole('textbox', { name: /Số tiền/ }).fill('2000000');
    await entry.getByRole('button', { name: 'Ghi vào sổ' }).click();
    await expect(entry).toBeHidden();
    const summary = page.getByRole('definition').filter({ hasText: '₫' });
    await expect(summary.first()).toBeVisible();

    await page.getByRole('button', { name: 'Chốt sổ' }).click();
    const dialog = page.getByRole('dialog', { name: `Chốt sổ quỹ ngày ${formatDay(day)}` });
    const book = dialog.locator('dd').first();
    const expected = Number((await book.innerText()).replace(/\D/g, ''));
    expect(expected).toBeGreaterThanOrEqual(2_000_000);
    await dialog.getByRole('textbox', { name: /Tiền mặt đếm được/ }).fill(String(expected - 50_000));
    await expect(dialog.getByTestId('close-difference')).toHaveText(format(messages.cashbookScreen.shortage, { amount: formatPrice(50_000) }));
    await dialog.getByRole('textbox', { name: 'Ghi chú' }).fill('Thiếu tiền lẻ, đang kiểm tra camera');
    await dialog.getByRole('button', { name: 'Xác nhận chốt sổ' }).click();
    await expect(page.getByRole('heading', { name: messages.cashbookScreen.dayClosedNote })).toBeVisible();
    await expect(page.getByText(format(messages.cashbookScreen.shortage, { amount: formatPrice(50_000) })).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ghi thu chi' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: messages.cashbookScreen.dayClosedNote })).toBeVisible();
  });
});
