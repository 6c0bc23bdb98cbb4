import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect as baseExpect, loadsWaitForHydration, test } from './fixtures';
import { buildPath } from '../contract/endpoint';
import { format, messages } from '../contract/messages';
import { recordPhoneAnswer, saveQuote, type Quote } from '../contract/repair-quotes';
import { moveRepair, openRepair, type RepairDetail } from '../contract/repairs';
import { displayPlate, nextStep, stepIndex, type RepairStep } from '../contract/repair-steps';
import { assignLineTechnician, getRepairClocks, listTechnicians, type RepairClocks, type Technician } from '../contract/workshop';
import { clockText } from '../contract/workshop-rules';
import { ACCOUNTS, apiLogin, auth, pageFor, type Session } from './sessions';

// The workshop floor on a tablet (issue 44), at 1024×768 (the 'tablet' project): a technician
// signs in and lands on /xuong, starts a labour line, loses the Wi-Fi, pauses and finishes it
// offline (the screen says two taps wait), gets the connection back and the taps go out; the
// desk's job page, open from before, shows the clocked time without a reload. Then the view opens
// again with no connection at all, from the service worker and what the tablet kept.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 300_000 });

/** A demo technician of Thủ Đức no other journey signs in with (README's demo sign-ins). */
const TECHNICIAN = { email: 'ktv2.thuduc@garaotosaigon.vn', password: 'Ktv@123', fullName: 'Lê Quốc Việt' };
const LINE = 'Thay má phanh trước và vệ sinh cụm phanh';

async function send<T>(request: APIRequestContext, session: Session, method: 'POST' | 'PUT', url: string, data: unknown): Promise<T> {
  const res = await request.fetch(url, { method, headers: auth(session), data });
  baseExpect(res.ok(), `${method} ${url}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

async function moveTo(request: APIRequestContext, desk: Session, id: string, target: RepairStep) {
  for (;;) {
    const job = (await (await request.get(`/api/repairs/${id}`, { headers: auth(desk) })).json()) as RepairDetail;
    if (stepIndex(job.step) >= stepIndex(target)) return job;
    await send(request, desk, 'POST', buildPath(moveRepair.path, { id }), { step: nextStep(job.step), version: job.version });
  }
}

/** A job at Thủ Đức in 'Sửa chữa' with one approved labour line given to the technician. */
async function jobForTechnician(request: APIRequestContext, desk: Session) {
  const stamp = String(Date.now() % 100_000).padStart(5, '0');
  const job = await send<RepairDetail>(request, desk, 'POST', openRepair.path, {
    fullName: 'Đoàn Minh Triết',
    numberPhone: '0912 345 678',
    branch: 'thu-duc',
    plate: `51K${stamp}`,
    odometerKm: '48.200',
    fuelLevel: 50,
  });
  const atQuote = await moveTo(request, desk, job._id, 'quote');
  const quote = await send<Quote>(request, desk, 'PUT', buildPath(saveQuote.path, { id: job._id }), {
    lines: [{ kind: 'labour', description: LINE, quantity: 1.5, unitPrice: '300.000' }],
    vatRate: 0,
    version: atQuote.quote?.version ?? 0,
  });
  await send(request, desk, 'POST', buildPath(recordPhoneAnswer.path, { id: job._id }), {
    version: quote.version,
    signedName: 'Đoàn Minh Triết',
    lines: quote.lines.map((line) => ({ lineId: line._id, approved: true })),
  });
  await moveTo(request, desk, job._id, 'repair');
  const technicians = (await (await request.get(`${listTechnicians.path}?branch=thu-duc`, { headers: auth(desk) })).json()) as Technician[];
  const technician = technicians.find((candidate) => candidate.fullName === TECHNICIAN.fullName);
  baseExpect(technician, `${TECHNICIAN.fullName} among the technicians of Thủ Đức`).toBeTruthy();
  const lineId = quote.lines[0]!._id;
  await send(request, desk, 'PUT', buildPath(assignLineTechnician.path, { id: job._id, lineId }), { technicianId: technician!._id });
  return { id: job._id, plate: job.vehicle.plate, lineId };
}

/**
 * What would show a technician a broken page: errors it throws, console errors, failed requests.
 * While the tablet is offline on purpose, the requests it still tries (the session check, the
 * day) fail with the browser's 'no connection': those are the point, not a problem.
 */
function watchProblems(page: Page, offline: () => boolean) {
  const problems: string[] = [];
  const expected = (text: string) => offline() && /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|ERR_FAILED/.test(text);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason === 'net::ERR_ABORTED' || expected(reason)) return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
  });
  return problems;
}

test('a technician clocks a line on the tablet through a Wi-Fi cut; the desk sees the time live; the view opens offline', async ({ browser, request }) => {
  const desk = await apiLogin(request, ACCOUNTS.admin);
  const job = await jobForTechnician(request, desk);
  const plate = displayPlate(job.plate);

  // The desk's page of the job, open from before, in a browser of its own.
  const deskPage = await pageFor(browser, desk);
  await deskPage.goto(`/manager/repairs/${job.id}`);
  const deskClock = deskPage.getByTestId(`line-clock-${job.lineId}`);
  await expect(deskClock).toHaveText('0:00');

  const tablet: BrowserContext = await browser.newContext({ hasTouch: true });
  let offline = false;
  const setOffline = async (value: boolean) => {
    offline = value;
    await tablet.setOffline(value);
  };
  const page = await tablet.newPage();
  loadsWaitForHydration(page);
  const problems = watchProblems(page, () => offline);

  await test.step('the technician signs in and lands on the workshop view', async () => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await dialog.getByRole('textbox', { name: messages.auth.emailOrUsernameLabel }).fill(TECHNICIAN.email);
    await dialog.getByLabel(/^Mật khẩu/).fill(TECHNICIAN.password);
    await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/xuong$/);
    await expect(page.getByRole('heading', { level: 1, name: messages.workshopScreen.pageTitle })).toBeVisible();
    await expect(page.getByRole('main').getByText(TECHNICIAN.fullName, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.workshopScreen.online)).toBeVisible();
    // The first visit installs the workshop app: its service worker registered from /xuong with that
    // scope, its files kept (this document began at /login, so `ready` would not see it).
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/xuong'))?.active?.state), { timeout: 60_000 })
      .toBe('activated');
  });

  const card = page.getByRole('article', { name: plate });
  const row = card.getByRole('listitem', { name: LINE });
  const tabletClock = row.getByTestId(`tablet-clock-${job.lineId}`);

  await test.step('starts the line; the desk sees it running', async () => {
    await expect(row).toContainText('Dự kiến 1,5 giờ');
    await row.getByRole('button', { name: 'Bắt đầu' }).click();
    await expect(row).toContainText('Đang làm');
    await expect(page.getByTestId('outbox-waiting')).toHaveCount(0);
    await expect(deskPage.getByText('Đang làm').first()).toBeVisible();
  });

  await test.step('the Wi-Fi drops: the clock counts on, pause and finish wait on the tablet', async () => {
    await setOffline(true);
    await expect(page.getByText(messages.workshopScreen.offline)).toBeVisible();
    // A minute on the line, counted by the tablet itself.
    await expect(tabletClock).toHaveText('0:01', { timeout: 90_000 });
    await row.getByRole('button', { name: 'Tạm dừng' }).click();
    await expect(row).toContainText('Tạm dừng');
    await row.getByRole('button', { name: 'Hoàn thành' }).click();
    await expect(row).toContainText('Đã xong');
    await expect(page.getByTestId('outbox-waiting')).toHaveText(format(messages.workshopScreen.waiting, { count: 2 }));
  });

  await test.step('the connection returns: the taps go out, the desk shows the clocked time without a reload', async () => {
    await setOffline(false);
    await expect(page.getByTestId('outbox-waiting')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText(messages.workshopScreen.online)).toBeVisible();
    const clocks = (await (await request.get(buildPath(getRepairClocks.path, { id: job.id }), { headers: auth(desk) })).json()) as RepairClocks;
    const line = clocks.lines.find((candidate) => candidate._id === job.lineId)!;
    baseExpect(line.clock.state).toBe('finished');
    // About the minute the tablet counted: a busy CI run (2026-12-07) stored 59 s for a clock the
    // tablet had shown at 0:01. The tablet stamps each tap with its reckoning of the server's time,
    // now from the quickest of its latest answers (serverOffsetMs), so a slow answer no longer moves
    // it; the check stays a few seconds wide until runs under load confirm that was the cause.
    baseExpect(line.clock.seconds).toBeGreaterThanOrEqual(55);
    await expect(deskClock).toHaveText(clockText(line.clock.seconds));
    await expect(tabletClock).toHaveText(clockText(line.clock.seconds));
  });

  await test.step('offline again, the view reloads from the service worker with the day kept on the tablet', async () => {
    await setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: messages.workshopScreen.pageTitle })).toBeVisible();
    await expect(page.getByText(messages.workshopScreen.offline)).toBeVisible();
    await expect(page.getByText(/^Đang xem dữ liệu lưu trên máy lúc \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(row).toContainText('Đã xong');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/xuong.webmanifest');
  });

  baseExpect(problems, 'the tablet showed errors').toEqual([]);
  await tablet.close();
  await deskPage.context().close();
});
