import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test, toast } from './fixtures';
import { buildPath } from '../contract/endpoint';
import { format, messages } from '../contract/messages';
import { recordPhoneAnswer, saveQuote, type Quote } from '../contract/repair-quotes';
import { moveRepair, openRepair, type RepairDetail } from '../contract/repairs';
import { nextStep, stepIndex, type RepairStep } from '../contract/repair-steps';
import { dayAhead } from './booking-helpers';
import { ACCOUNTS, apiLogin, auth, newCustomer, pageFor, type Session, signInBrowser } from './sessions';
import { nameTechnicians } from './labour-helpers';

// Personal data (issue 43) against the real server: a customer with a paid job downloads all
// their data and asks for erasure; the master answers 'done'; the customer can no longer sign in
// and the job's invoice is still there, without their name, phone or e-mail.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

async function send<T>(request: APIRequestContext, session: Session, url: string, data: unknown, method: 'POST' | 'PUT' = 'POST', headers: Record<string, string> = {}): Promise<T> {
  const res = await request.fetch(url, { method, headers: { ...auth(session), ...headers }, data });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

async function moveTo(request: APIRequestContext, desk: Session, id: string, target: RepairStep) {
  for (;;) {
    const job = (await (await request.get(`/api/repairs/${id}`, { headers: auth(desk) })).json()) as RepairDetail;
    if (stepIndex(job.step) >= stepIndex(target)) return job;
    // 'Kiểm tra lại' lets no job go on while an approved labour line has nobody on it (issue 44).
    if (job.unassignedLabour > 0) await nameTechnicians(request, auth(desk), job);
    await send(request, desk, buildPath(moveRepair.path, { id }), { step: nextStep(job.step), version: job.version });
  }
}

/** The customer's booking at Thủ Đức on the first day with room, 20 days or more ahead. */
async function book(request: APIRequestContext, session: Session, plate: string, phone: string) {
  const notice = (await (await request.get('/api/privacy/notice')).json()) as { version: number };
  for (let ahead = 20; ahead < 40; ahead += 1) {
    const date = dayAhead(ahead);
    const response = await request.get(`/api/contacts/availability?date=${date}&branch=thu-duc`, { headers: auth(session) });
    if (!response.ok()) continue;
    const { slots } = (await response.json()) as { slots: Array<{ timeSlot: string; remaining: number; past: boolean; closed: boolean }> };
    const slot = slots.find((candidate) => candidate.remaining > 0 && !candidate.past && !candidate.closed);
    if (!slot) continue;
    const created = await request.post('/api/contacts/create', {
      headers: auth(session),
      data: {
        fullName: session.user.fullName,
        numberPhone: phone,
        date,
        timeSlot: slot.timeSlot,
        branch: 'thu-duc',
        carPlate: plate,
        carModel: 'Mazda 3',
        description: 'Thay dầu định kỳ.',
        consents: { noticeVersion: notice.version, processing: true, serviceMessages: false, marketing: false },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as { _id: string; code: string };
  }
  throw new Error('no open day at Thủ Đức in the next 40 days');
}

test('a customer downloads their data and asks for erasure; the master answers done; the customer cannot sign in and the invoice stays, anonymised', async ({ page, request, browser }) => {
  const desk = await apiLogin(request, ACCOUNTS.admin);
  const master = await apiLogin(request, ACCOUNTS.master);
  const fullName = 'Đoàn Thị Xuân Mai';
  const customer = await newCustomer(request, fullName, 'rieng-tu');
  const stamp = String(Date.now()).slice(-5);
  const plate = `51K-${stamp.slice(0, 3)}.${stamp.slice(3)}`;
  const phone = `0937${stamp}2`.slice(0, 10);

  // Her car's job, by API: checked in from her booking, quoted and approved, paid in cash at the handover: an invoice.
  const booking = await book(request, customer.session, plate, phone);
  const job = await send<RepairDetail>(request, desk, openRepair.path, { bookingId: booking._id, branch: 'thu-duc', odometerKm: '38.400', fuelLevel: 50 });
  const atQuote = await moveTo(request, desk, job._id, 'quote');
  const saved = await send<Quote>(request, desk, buildPath(saveQuote.path, { id: job._id }), { lines: [{ kind: 'labour', description: 'Thay dầu và lọc dầu', quantity: 1, unitPrice: '900.000' }], vatRate: 0, version: atQuote.quote?.version ?? 0 }, 'PUT');
  await send(request, desk, buildPath(recordPhoneAnswer.path, { id: job._id }), { version: saved.version, signedName: fullName, lines: saved.lines.map((line) => ({ lineId: line._id, approved: true })) });
  const atHandover = await moveTo(request, desk, job._id, 'handover');
  const paid = await send<{ closed: boolean; invoiceNumber: number | null }>(
    request,
    desk,
    `/api/repairs/${job._id}/payments`,
    { kind: 'payment', amount: 900_000, method: 'cash', version: atHandover.version },
    'POST',
    { 'Idempotency-Key': `e2e-rieng-tu-${stamp}` },
  );
  expect(paid.closed).toBe(true);
  expect(paid.invoiceNumber).not.toBeNull();
  const invoiceBefore = await (await request.get(`/api/repairs/${job._id}/invoice`, { headers: auth(master) })).text();
  expect(invoiceBefore).toContain(fullName);

  const customerPage = await pageFor(browser, customer.session);
  await customerPage.goto('/account/privacy');
  await expect(customerPage.getByRole('heading', { name: 'Quyền riêng tư', level: 1 })).toBeVisible();

  await test.step('her choices as she last gave them (the booking form left service messages unticked), the history, and marketing turned on', async () => {
    const choices = customerPage.getByRole('region', { name: 'Lựa chọn của bạn' });
    const history = customerPage.getByRole('region', { name: 'Lịch sử đồng ý' });
    await expect(history).toContainText('Đăng ký tài khoản');
    await expect(history).toContainText('Đặt lịch trên website');
    await expect(choices.getByRole('switch', { name: /Nhắc lịch hẹn/ })).not.toBeChecked();
    const marketing = choices.getByRole('switch', { name: /Ưu đãi và khuyến mãi/ });
    await expect(marketing).not.toBeChecked();
    await marketing.click();
    await expect(toast(customerPage, 'success', messages.privacyScreen.consentsSaved)).toBeVisible();
    await expect(marketing).toBeChecked();
    await expect(history).toContainText('Trang Quyền riêng tư');
  });

  await test.step("'Tải dữ liệu của tôi' saves one .zip holding her account and her job", async () => {
    const downloading = customerPage.waitForEvent('download');
    await customerPage.getByRole('button', { name: 'Tải dữ liệu của tôi' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.toString('latin1')).toMatch(/accounts|tai-khoan/i);
    await expect(toast(customerPage, 'success', format(messages.privacyScreen.exportDone, { file: download.suggestedFilename() }))).toBeVisible();
  });

  await test.step('she asks for erasure, warned first of what it does', async () => {
    const form = customerPage.getByRole('form', { name: 'Gửi yêu cầu về dữ liệu' });
    await form.getByLabel(/Loại yêu cầu/).selectOption('erasure');
    await expect(form.getByText(messages.privacyScreen.erasureWarning)).toBeVisible();
    await form.getByLabel(/Nội dung/).fill('Tôi đã bán xe, xin xóa dữ liệu.');
    await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect(toast(customerPage, 'success', 'Đã gửi yêu cầu. Gara sẽ trả lời trước ngày')).toBeVisible();
    await expect(customerPage.getByRole('list', { name: 'Yêu cầu đã gửi' }).getByRole('listitem').first()).toContainText('Xóa dữ liệu');
  });

  await test.step("the master answers 'done' from the inbox, warned it cannot be undone", async () => {
    await signInBrowser(page, master);
    await page.goto('/manager/privacy');
    await expect(page.getByRole('heading', { name: 'Quyền riêng tư', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Trả lời yêu cầu xóa dữ liệu của ${fullName}` }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Trả lời yêu cầu' });
    await expect(dialog.getByText(messages.privacyScreen.erasureAnswerWarning)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Đã thực hiện' }).check();
    await dialog.getByLabel(/Câu trả lời gửi cho khách/).fill('Gara đã xóa dữ liệu của bạn; hóa đơn được giữ theo Luật Kế toán, không kèm thông tin cá nhân.');
    await dialog.getByRole('button', { name: 'Xóa dữ liệu và gửi trả lời' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'success', 'Đã trả lời yêu cầu của')).toBeVisible();
  });

  await test.step('she can no longer sign in', async () => {
    const login = await request.post('/api/accounts/login', { data: { email: customer.email, password: customer.password } });
    expect(login.ok(), await login.text()).toBe(false);
  });

  await test.step('the invoice is still there, without her name, phone or e-mail', async () => {
    const res = await request.get(`/api/repairs/${job._id}/invoice`, { headers: auth(master) });
    expect(res.ok(), await res.text()).toBeTruthy();
    const invoice = await res.text();
    expect(invoice).toContain(String(paid.invoiceNumber));
    expect(invoice).not.toContain(fullName);
    expect(invoice).not.toContain(customer.email);
    expect(invoice).not.toContain(phone);
    expect(invoice.replace(/\D/g, '')).toContain('900000');
  });
});
