import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test, toast } from './fixtures';
import { buildPath } from '../contract/endpoint';
import { format, messages } from '../contract/messages';
import { createPart, createPurchaseOrder, createSupplier, type Part, type PurchaseOrder, type Supplier } from '../contract/parts';
import { answerQuote, recordPayment, saveQuote, type Quote } from '../contract/repair-quotes';
import { moveRepair, openRepair, type RepairDetail } from '../contract/repairs';
import { nextStep, QUOTE_GATE_STEP, REPAIR_STEPS, stepIndex, type RepairStep } from '../contract/repair-steps';
import { ACCOUNTS, apiLogin, auth, type Session, signInBrowser } from './sessions';

// The parts store's journey (issue 41) against the real server: 10 bought in at Quận 12 and
// received on the purchase orders screen, 3 moved to Thủ Đức on the stock screen, 2 quoted
// there for a car, the customer's yes on the tracking page's way (code and phone), the job paid,
// and the part's ledger showing each movement where it happened.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

async function post<T>(request: APIRequestContext, session: Session, url: string, data: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const res = await request.fetch(url, { method, headers: auth(session), data });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** The job moved step by step to `target` as the desk moves it. */
async function moveTo(request: APIRequestContext, desk: Session, id: string, target: RepairStep) {
  for (;;) {
    const job = (await (await request.get(`/api/repairs/${id}`, { headers: auth(desk) })).json()) as RepairDetail;
    if (stepIndex(job.step) >= stepIndex(target)) return job;
    await post(request, desk, buildPath(moveRepair.path, { id }), { step: nextStep(job.step), version: job.version });
  }
}

test('buy 10 in at Quận 12, move 3 to Thủ Đức, quote 2 there, the customer approves, the job is paid: the ledger shows each movement', async ({ page, request }) => {
  const desk = await apiLogin(request, ACCOUNTS.admin);
  const stamp = Date.now().toString(36).toUpperCase();
  const sku = `MP-E2E-${stamp}`;
  const supplier = await post<Supplier>(request, desk, createSupplier.path, { name: `Phụ tùng Minh Phát ${stamp}`, phone: '028 3812 3456' });
  const part = await post<Part>(request, desk, createPart.path, { sku, name: `Má phanh trước e2e ${stamp}`, brand: 'Bosch', unit: 'bộ', salePrice: '450.000' });
  const order = await post<PurchaseOrder>(request, desk, createPurchaseOrder.path, { supplierId: supplier._id, branch: 'quan-12', lines: [{ partId: part._id, quantity: 10, unitCost: '320.000' }], place: true });

  await signInBrowser(page, desk);
  await test.step('the 10 received on the purchase orders screen', async () => {
    await page.goto('/manager/purchase-orders');
    await page.getByRole('button', { name: `Xem đơn ${order.number}` }).click();
    const detail = page.getByRole('dialog', { name: `Đơn nhập ${order.number}` });
    await detail.getByRole('button', { name: 'Nhận hàng' }).click();
    const receive = page.getByRole('dialog', { name: `Nhận hàng đơn ${order.number}` });
    await expect(receive.getByRole('textbox', { name: `Nhận lần này: ${sku}` })).toHaveValue('10');
    await receive.getByRole('button', { name: 'Nhận hàng' }).click();
    await expect(toast(page, 'success', format(messages.stockManager.received, { number: order.number }))).toBeVisible();
    await expect(detail.getByText('Đã nhận', { exact: true })).toBeVisible();
  });

  await test.step('3 moved to Thủ Đức on the stock screen', async () => {
    await page.goto('/manager/stock');
    await page.getByRole('tab', { name: 'Chuyển kho' }).click();
    const form = page.getByRole('form', { name: 'Chuyển kho' });
    await form.getByRole('combobox', { name: 'Chuyển từ' }).selectOption({ label: 'Chi nhánh Quận 12' });
    await form.getByRole('combobox', { name: 'Chuyển đến' }).selectOption({ label: 'Chi nhánh Thủ Đức' });
    const line = form.getByRole('listitem', { name: 'Dòng 1' });
    await line.getByRole('searchbox', { name: 'Phụ tùng dòng 1' }).fill(sku);
    await line.getByRole('list', { name: 'Kết quả tìm: Phụ tùng dòng 1' }).getByRole('button', { name: new RegExp(sku) }).click();
    await line.getByRole('textbox', { name: 'Số lượng chuyển' }).fill('3');
    await form.getByRole('button', { name: 'Chuyển kho' }).click();
    await expect(toast(page, 'success', format(messages.stockManager.transferDone, { n: 1, from: 'Quận 12', to: 'Thủ Đức' }))).toBeVisible();
  });

  await test.step('2 quoted for a car at Thủ Đức, approved by its customer, the job paid', async () => {
    const phone = `09${String(Date.now()).slice(-8)}`;
    const job = await post<RepairDetail>(request, desk, openRepair.path, { fullName: 'Võ Thị Lan', numberPhone: phone, branch: 'thu-duc', plate: `51K-${String(Date.now()).slice(-5, -2)}.${String(Date.now()).slice(-2)}`, odometerKm: '62.000', fuelLevel: 50 });
    await moveTo(request, desk, job._id, QUOTE_GATE_STEP);
    const quote = await post<Quote>(
      request,
      desk,
      buildPath(saveQuote.path, { id: job._id }),
      { lines: [{ kind: 'part', partId: part._id, description: part.name, quantity: 2, unitPrice: '450.000' }], vatRate: 0, version: 0 },
      'PUT',
    );
    // The customer's own answer, as the tracking page sends it (no account: the job's code and phone).
    const answered = await request.post(buildPath(answerQuote.path, { id: job._id }), {
      data: { version: quote.version, lines: [{ lineId: quote.lines[0]!._id, approved: true }], signedName: 'Võ Thị Lan', code: job.code, phone },
    });
    expect(answered.ok(), await answered.text()).toBeTruthy();
    const atHandover = await moveTo(request, desk, job._id, REPAIR_STEPS.at(-2)!);
    await post(request, desk, buildPath(recordPayment.path, { id: job._id }), { method: 'cash', version: atHandover.version });
  });

  await test.step('the part\'s ledger: each movement, newest first, where it happened', async () => {
    await page.goto(`/manager/parts?q=${sku}`);
    await page.getByRole('button', { name: `Sổ kho ${part.name}` }).click();
    const ledger = page.getByRole('dialog', { name: `Sổ kho: ${part.name}` });
    await expect(ledger.getByText('Tổng số: 4 dòng')).toBeVisible();
    const rows = ledger.getByRole('row');
    // The header row, then the movements.
    await expect(rows.nth(1)).toContainText('Thủ Đức');
    await expect(rows.nth(1)).toContainText('Dùng cho xe');
    await expect(rows.nth(1)).toContainText(/[−-]2/);
    await expect(rows.nth(2)).toContainText('Chuyển đến');
    await expect(rows.nth(3)).toContainText('Chuyển đi');
    await expect(rows.nth(4)).toContainText('Nhập hàng');
    await expect(rows.nth(4)).toContainText('Quận 12');
  });
  const stock = (await (await request.get(`/api/parts/${part._id}`, { headers: auth(desk) })).json()) as Part;
  expect(stock.stock.map((row) => [row.branch, row.onHand, row.reserved])).toEqual([
    ['quan-12', 7, 0],
    ['thu-duc', 1, 0],
  ]);
});
