import type { Page } from '@playwright/test';
import { expect as baseExpect } from './fixtures';
import { agreeToProcessing } from './consent-helpers';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A day ahead in Vietnam time, YYYY-MM-DD, so no slot of it has begun. Each spec books its own
 * days (booking 3 and 8, manager-desk 12, my-bookings 15) so their slots never fill each other's.
 */
export function dayAhead(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

let phonesDrawn = 0;
/**
 * A phone no other booking of the run has: one phone holds one place per day and slot, and
 * three bookings a day online, so journeys that share one would refuse each other.
 */
function freshPhone(): string {
  phonesDrawn += 1;
  return `09${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phonesDrawn % 100).padStart(2, '0')}`;
}

/** Books the first free slot of `date` on the contact page, as a visitor does; returns the slot and the reference the summary shows. */
export async function bookOnContactPageWithCode(
  page: Page,
  fullName: string,
  date: string,
  { phone = freshPhone(), branch = 'Chi nhánh Quận 12', plate = '' }: { phone?: string; branch?: string; plate?: string } = {},
) {
  // The fixture's page and pageFor's both wait for hydration: the chips and the day ask for slots only then.
  await page.goto('/lien-he');
  const form = page.getByRole('form', { name: 'Đặt lịch hẹn' });
  await form.getByLabel('Họ và tên').fill(fullName);
  await form.getByLabel('Số điện thoại').fill(phone);
  // The radio is visually hidden inside its chip: a visitor clicks the chip. The branch comes
  // first: each branch has its own places, asked for once a day is chosen too.
  await form.locator('label').filter({ hasText: branch }).click();
  const availability = page.waitForResponse((response) => response.url().includes('/api/contacts/availability'));
  await form.getByLabel('Ngày hẹn').fill(date);
  // The first slot the server says is open and has room (Sundays start later and end earlier).
  const { slots } = (await (await availability).json()) as { slots: Array<{ timeSlot: string; full: boolean; past: boolean; closed: boolean }> };
  const timeSlot = slots.find((slot) => !slot.full && !slot.past && !slot.closed)?.timeSlot ?? '';
  await form.locator('label').filter({ has: page.locator(`input[value="${timeSlot}"]`) }).click();
  if (plate) await form.getByLabel('Biển số xe').fill(plate);
  await form.getByLabel('Lời nhắn').fill('Thay dầu và kiểm tra phanh');
  await agreeToProcessing(form);
  await form.getByRole('button', { name: 'Đặt lịch hẹn' }).click();
  // The form gives way to the booking's summary, its reference in large letters.
  const summary = page.getByRole('region', { name: 'Đặt lịch thành công!' });
  await expect(summary).toBeVisible();
  const code = ((await summary.locator('[data-booking-code]').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  return { timeSlot, code, summary };
}

/** Books the first free slot of `date` on the contact page, as a visitor does; returns the slot. */
export async function bookOnContactPage(...args: Parameters<typeof bookOnContactPageWithCode>) {
  return (await bookOnContactPageWithCode(...args)).timeSlot;
}
