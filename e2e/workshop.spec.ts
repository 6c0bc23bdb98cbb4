import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test, toast } from './fixtures';
import { format, messages } from '../contract/messages';
import { amountInWords } from '../contract/amount-words';
import { groupThousands } from '../contract/format';
import { quoteTotals } from '../contract/quote-rules';
import { displayPlate, REPAIR_STEP_LABELS, type RepairStep } from '../contract/repair-steps';
import { pdfTextSquashed, squash } from '../server/test/pdf-text';
import { dayAhead } from './booking-helpers';
import { waitForMailText, waitForMailWithAttachment } from './mail-outbox';
import { ACCOUNTS, apiLogin, auth, pageFor, type Session, signInBrowser } from './sessions';
import { agreeToProcessing } from './consent-helpers';

// The repair, live: the desk checks a booked car in from the day board and takes it through the
// garage's 12 steps (inspection, a quote the customer answers line by line from a phone, the
// payment and its invoice at handover), while the customer's open 'Xe của tôi' and a guest's
// 'Theo dõi sửa chữa' follow every move without a reload.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 300_000 });

interface SlotAvailability {
  timeSlot: string;
  remaining: number;
  past: boolean;
  closed: boolean;
}

/** The customer books a place at Thủ Đức on the first open day from 20 days ahead (its own days: no other spec books there). */
async function bookAsCustomer(request: APIRequestContext, session: Session, plate: string, phone: string) {
  for (let ahead = 20; ahead < 40; ahead += 1) {
    const date = dayAhead(ahead);
    const response = await request.get(`/api/contacts/availability?date=${date}&branch=thu-duc`, { headers: auth(session) });
    if (!response.ok()) continue;
    const { slots } = (await response.json()) as { slots: SlotAvailability[] };
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
        carModel: 'Honda City',
        description: 'Xe rung khi phanh ở tốc độ cao.',
      },
    });
    baseExpect(created.status(), await created.text()).toBe(201);
    return { date, booking: (await created.json()) as { _id: string; code: string } };
  }
  throw new Error('no open day at Thủ Đức in the next 40 days');
}

/** The step a timeline highlights as current. */
const currentStep = (page: Page) => page.getByRole('list', { name: messages.repairTimeline.label }).locator('li[aria-current="step"]');

test('the desk checks in a booked car, inspects it, quotes three lines the customer answers from a phone, hands it over against payment with the invoice PDF mailed, and the customer and a guest follow each move live', async ({
  browser,
  page,
  request,
}) => {
  const customer = await apiLogin(request, ACCOUNTS.customer);
  const desk = await apiLogin(request, ACCOUNTS.admin);
  const stamp = String(Date.now()).slice(-5);
  const plate = `51H-${stamp.slice(0, 3)}.${stamp.slice(3)}`;
  const phone = `0936${stamp}1`.slice(0, 10);
  const { date, booking } = await bookAsCustomer(request, customer, plate, phone);
  const checkedInAt = Date.now();

  // The desk: 'Nhận xe' on the booking's card of the day board, filled from the booking.
  await signInBrowser(page, desk);
  await page.goto(`/manager/booking-board?date=${date}&branch=thu-duc`);
  await page.getByRole('button', { name: `Nhận xe ${customer.user.fullName}` }).first().click();
  const dialog = page.getByRole('dialog', { name: `Nhận xe: ${customer.user.fullName}` });
  await expect(dialog.getByLabel(/Số điện thoại/)).toHaveValue(phone);
  await expect(dialog.getByLabel(/Biển số xe/)).toHaveValue(displayPlate(plate));
  await dialog.getByLabel(/Số km/).fill('45210');
  // The gauge's radios are drawn as labelled boxes; a person clicks the box.
  await dialog.locator('label').filter({ hasText: /^1\/2$/ }).click();
  await expect(dialog.getByRole('radio', { name: '1/2' })).toBeChecked();
  await dialog.getByLabel(/Yêu cầu của khách/).fill('Xe rung khi phanh ở tốc độ cao, kiểm tra đĩa phanh.');
  await agreeToProcessing(dialog);
  await page.getByRole('button', { name: 'Nhận xe', exact: true }).click();
  const codeLink = page.getByRole('link', { name: new RegExp(`^Phiếu sửa chữa [A-Z0-9]{6} của ${customer.user.fullName}$`) });
  await expect(codeLink.first()).toBeVisible();
  const code = (await codeLink.first().textContent())!.trim();
  await expect(toast(page, 'success', format(messages.repairs.openSuccess, { plate: displayPlate(plate), code }))).toBeVisible();

  // The customer is mailed at 'Tiếp nhận' with the reference.
  const mail = await waitForMailText(customer.user.email, checkedInAt, (text) => text.includes(code));
  expect(mail).toContain(displayPlate(plate));

  // The customer's 'Xe của tôi' and a guest's tracking page, open side by side.
  const customerPage = await pageFor(browser, customer);
  await customerPage.goto('/account/vehicles');
  const vehicle = customerPage.getByRole('listitem').filter({ has: customerPage.getByRole('heading', { name: displayPlate(plate) }) });
  await expect(vehicle).toBeVisible();
  await expect(currentStep(customerPage).filter({ hasText: REPAIR_STEP_LABELS.received }).first()).toBeVisible();

  const guestPage = await pageFor(browser);
  await guestPage.goto(`/theo-doi-sua-chua?ma=${code}`);
  await guestPage.getByLabel(messages.repairTracking.phoneLabel).fill(phone);
  await guestPage.getByRole('button', { name: messages.repairTracking.submit }).click();
  await expect(currentStep(guestPage)).toContainText(REPAIR_STEP_LABELS.received);
  // A wrong phone finds nothing, with the same words as a wrong code.
  const wrong = await request.get(`/api/repairs/track?code=${code}&phone=0900000000`);
  expect(wrong.status()).toBe(404);

  // The workshop board: each move by the card's button; both other screens follow without reload
  // (a mark left on each page's window would be gone after one).
  const markStay = (other: Page) => other.evaluate(() => Object.assign(window, { stayedOpen: true }));
  const stayed = (other: Page) => other.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen === true);
  await markStay(customerPage);
  await markStay(guestPage);
  const customerVehicle = vehicle.getByRole('list', { name: messages.repairTimeline.label });
  const followed = async (step: RepairStep) => {
    if (step !== 'warranty') await expect(customerVehicle.locator('li[aria-current="step"]')).toContainText(REPAIR_STEP_LABELS[step]);
    await expect(currentStep(guestPage)).toContainText(REPAIR_STEP_LABELS[step]);
  };
  const onBoard = async (step: RepairStep) => {
    await page.getByRole('button', { name: `Chuyển xe ${displayPlate(plate)} sang bước ${REPAIR_STEP_LABELS[step]}` }).click();
    await expect(toast(page, 'success', format(messages.repairs.moveSuccess, { plate: displayPlate(plate), step: REPAIR_STEP_LABELS[step] })).first()).toBeVisible();
    await followed(step);
  };
  const onJobPage = async (step: RepairStep) => {
    await page.getByRole('button', { name: `Chuyển sang ${REPAIR_STEP_LABELS[step]}` }).click();
    await expect(toast(page, 'success', format(messages.repairs.moveSuccess, { plate: displayPlate(plate), step: REPAIR_STEP_LABELS[step] })).first()).toBeVisible();
    await followed(step);
  };
  await page.goto('/manager/repairs?branch=thu-duc');
  await onBoard('inspection');

  // Inspection: the general checklist, the front brakes to be fixed now; the customer's page shows the report.
  await page.getByRole('link', { name: `Mở phiếu ${code} của xe ${displayPlate(plate)}` }).click();
  await page.getByRole('button', { name: 'Ghi kết quả kiểm tra' }).click();
  const inspectionDialog = page.getByRole('dialog', { name: `Kết quả kiểm tra xe ${displayPlate(plate)}` });
  const points = inspectionDialog.getByRole('list', { name: 'Các hạng mục kiểm tra' }).getByRole('listitem');
  await expect(points.first()).toBeVisible();
  const urgentPoint = ((await points.first().locator('legend').textContent()) ?? '').replace(/^\d+\.\s*/, '').trim();
  const pointCount = await points.count();
  for (let index = 0; index < pointCount; index += 1) {
    await points.nth(index).locator('label').filter({ hasText: index === 0 ? /^Cần xử lý ngay$/ : /^Tốt$/ }).click();
  }
  await page.getByRole('button', { name: 'Lưu kết quả' }).click();
  await expect(toast(page, 'success', messages.inspections.saveSuccess)).toBeVisible();
  await expect(vehicle.getByText(urgentPoint).first()).toBeVisible();

  await onJobPage('diagnosis');
  await onJobPage('quote');

  // The quote: the urgent point as a part, labour by the hour, and a line the customer will decline.
  await page.getByRole('button', { name: 'Lập báo giá' }).click();
  const quoteDialog = page.getByRole('dialog', { name: `Lập báo giá xe ${displayPlate(plate)}` });
  const line = (n: number) => quoteDialog.getByRole('listitem', { name: `Dòng ${n}` });
  await expect(line(1).getByLabel(/Nội dung/)).toHaveValue(urgentPoint);
  await line(1).getByLabel(/Đơn giá \(đ\)/).fill('1250000');
  await line(1).getByLabel('Bảo hành (tháng)').fill('6');
  await quoteDialog.getByRole('button', { name: 'Thêm công thợ' }).click();
  await line(2).getByLabel(/Nội dung/).fill('Công thay má phanh và xả e dầu phanh');
  await line(2).getByLabel(/Số giờ/).fill('1.5');
  await line(2).getByLabel(/Đơn giá mỗi giờ/).fill('250000');
  await quoteDialog.getByRole('button', { name: 'Thêm khác' }).click();
  await line(3).getByLabel(/Nội dung/).fill('Láng đĩa phanh trước');
  await line(3).getByLabel(/Số lượng/).fill('2');
  await line(3).getByLabel(/Đơn giá \(đ\)/).fill('150000');
  const quoted = quoteTotals(
    [
      { quantity: 1, unitPrice: 1_250_000 },
      { quantity: 1.5, unitPrice: 250_000 },
      { quantity: 2, unitPrice: 150_000 },
    ],
    0,
    10,
  );
  await expect(quoteDialog.getByLabel('Tổng báo giá')).toContainText(groupThousands(quoted.total));
  await page.getByRole('button', { name: 'Lưu báo giá' }).click();
  await expect(toast(page, 'success', messages.quotes.saved)).toBeVisible();
  await onJobPage('confirmation');
  // The gate: no next step until the customer answers.
  await expect(page.getByText('Chờ khách trả lời báo giá')).toBeVisible();
  await expect(page.getByRole('button', { name: `Chuyển sang ${REPAIR_STEP_LABELS.preparation}` })).toHaveCount(0);

  // The customer, on a phone-sized screen: two lines approved, one declined, signed with their name.
  await customerPage.setViewportSize({ width: 390, height: 844 });
  const approval = vehicle.getByRole('region', { name: 'Báo giá chờ bạn xác nhận' });
  await expect(approval).toBeVisible();
  await approval.getByRole('radiogroup', { name: urgentPoint }).getByText('Đồng ý').click();
  await approval.getByRole('radiogroup', { name: 'Công thay má phanh và xả e dầu phanh' }).getByText('Đồng ý').click();
  await approval.getByRole('radiogroup', { name: 'Láng đĩa phanh trước' }).getByText('Từ chối').click();
  const approvedTotal = quoteTotals(
    [
      { quantity: 1, unitPrice: 1_250_000 },
      { quantity: 1.5, unitPrice: 250_000 },
    ],
    0,
    10,
  ).total;
  await expect(approval.getByLabel('Tổng các mục bạn đồng ý')).toContainText(groupThousands(approvedTotal));
  await approval.getByLabel(/Họ tên đầy đủ để xác nhận/).fill(customer.user.fullName);
  await approval.getByRole('button', { name: /Xác nhận báo giá/ }).click();
  await expect(toast(customerPage, 'success', messages.quotes.answerSaved)).toBeVisible();
  await expect(vehicle.getByText(new RegExp(`Đã xác nhận bởi ${customer.user.fullName}`))).toBeVisible();
  expect(await customerPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll on the phone').toBe(true);

  // The desk's page hears of the answer and the job moves on, through to 'Bàn giao'.
  await expect(page.getByRole('button', { name: `Chuyển sang ${REPAIR_STEP_LABELS.preparation}` })).toBeVisible();
  // The approved labour goes to one of the branch's technicians: the quality check lets no job on with a line nobody did.
  const labour = page.getByRole('region', { name: 'Kỹ thuật viên và giờ làm' }).getByRole('listitem').filter({ hasText: 'Công thay má phanh và xả e dầu phanh' });
  const technician = labour.getByLabel('Kỹ thuật viên');
  await expect(technician.locator('option')).not.toHaveCount(1);
  // The guest's page reads the job again on the assignment's event and keeps its one watch (a
  // new token per reading no longer means a new socket, which could miss the next move).
  await technician.selectOption({ index: 1 });
  await expect(technician).not.toHaveValue('');
  for (const step of ['preparation', 'repair', 'recheck', 'cleaning', 'acceptance', 'handover'] as const) await onJobPage(step);

  // Handover: the payment of the approved lines closes the job.
  await page.getByRole('button', { name: 'Thu tiền và giao xe' }).click();
  const paymentDialog = page.getByRole('dialog', { name: `Thu tiền và giao xe ${displayPlate(plate)}` });
  await expect(paymentDialog.getByLabel('Khách cần trả')).toContainText(groupThousands(approvedTotal));
  await paymentDialog.locator('label').filter({ hasText: /^Tiền mặt$/ }).click();
  await page.getByRole('button', { name: 'Đã thu tiền, giao xe' }).click();
  await expect(toast(page, 'success', `Đã thu ${groupThousands(approvedTotal)}`).first()).toBeVisible();
  await followed('warranty');
  await expect(currentStep(guestPage)).toContainText(messages.repairTimeline.closed);
  expect(await stayed(customerPage), "'Xe của tôi' followed every move without a reload").toBe(true);
  expect(await stayed(guestPage), 'the tracking page followed every move without a reload').toBe(true);

  // The handover mail carries the invoice PDF with the approved lines' total, in figures and in words, and without the declined line.
  const handoverMail = await waitForMailWithAttachment(customer.user.email, checkedInAt, (text) => text.includes(code));
  expect(handoverMail.attachments).toHaveLength(1);
  const pdf = pdfTextSquashed(handoverMail.attachments[0]!);
  expect(pdf).toContain(squash(groupThousands(approvedTotal)));
  expect(pdf).toContain(squash(amountInWords(approvedTotal)));
  expect(pdf).not.toContain(squash('Láng đĩa phanh trước'));
  // The customer was mailed at the quote and at handover too; the job is closed: another move is refused.
  await waitForMailText(customer.user.email, checkedInAt, (text) => text.includes(code) && text.includes(REPAIR_STEP_LABELS.handover));
  const [job] = (await (await request.get(`/api/repairs?branch=thu-duc&q=${code}`, { headers: auth(desk) })).json()) as Array<{ _id: string; version: number; step: string }>;
  expect(job).toMatchObject({ step: 'warranty', version: 12 });
  const again = await request.post(`/api/repairs/${job!._id}/moves`, { headers: auth(desk), data: { step: 'handover', version: 12, note: 'Khách quay lại' } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe(messages.repairs.closed);

  // After a reload, the customer's page shows the same, from the database.
  await customerPage.reload();
  await expect(customerPage.getByText(code).first()).toBeVisible();
  await customerPage.context().close();
  await guestPage.context().close();
  expect(booking.code).toMatch(/^[A-Z0-9]{6}$/);
});
